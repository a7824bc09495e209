/** Services answering at once, for stories and tests. */
import type { FakeServices } from '../shared/states-of-interest';
import { sampleCustomer } from '../testing/fixtures';

export const customerSessionFakes = {
  fetchMe: () => sampleCustomer,
  login: () => ({ token: 'tok_customer', customer: sampleCustomer }),
  register: () => ({ token: 'tok_new', customer: sampleCustomer }),
  logout: () => ({ success: true }),
} satisfies FakeServices;
