/** Services answering at once, for stories and tests. */
import { LIMITS } from '../../contract/catalogue';
import type { FakeServices } from '../shared/states-of-interest';

export const adminVerificationFakes = {
  requestVerification: () => ({ sessionId: 'ver_1', expiresIn: LIMITS.adminCodeLifetimeSeconds }),
  verifyCode: () => ({ token: 'tok_admin' }),
} satisfies FakeServices;
