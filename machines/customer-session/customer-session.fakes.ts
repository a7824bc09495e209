/** Services answering at once, for stories and tests: the contract's answers. */
import type { Customer } from '../../contract/entities';
import type { ResponseOf } from '../../contract/routes';
import type { FakeServices } from '../shared/states-of-interest';
import { sampleCustomer } from '../testing/fixtures';

export const customerSessionFakes = {
  fetchMe: (): Customer => sampleCustomer,
  login: (): ResponseOf<'login'> => ({ token: 'tok_customer', customer: sampleCustomer }),
  register: (): ResponseOf<'register'> => ({ token: 'tok_new', customer: sampleCustomer }),
  logout: (): ResponseOf<'logout'> => ({ success: true }),
} satisfies FakeServices;
