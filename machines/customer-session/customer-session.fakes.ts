/** Services answering at once, for stories and tests: the contract's answers. */
import type { Customer } from '@contract/entities';
import type { ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';
import { sampleAdmin, sampleCustomer } from '../testing/fixtures';

/** The email the fake sign-in answers as an admin's account (the explorer's portal journey signs in with it). */
export const FAKE_ADMIN_EMAIL = 'grace@example.com';

export const customerSessionFakes = {
  fetchMe: (): Customer => sampleCustomer,
  login: (credentials?: { email?: string }): ResponseOf<'login'> =>
    credentials?.email === FAKE_ADMIN_EMAIL
      ? { token: 'tok_admin', customer: { ...sampleAdmin, email: FAKE_ADMIN_EMAIL } }
      : { token: 'tok_customer', customer: sampleCustomer },
  register: (): ResponseOf<'register'> => ({ token: 'tok_new', customer: sampleCustomer }),
  logout: (): ResponseOf<'logout'> => ({ success: true }),
} satisfies FakeServices;
