/** Services answering at once, for stories and tests: the contract's answers. */
import { LIMITS } from '@contract/catalogue';
import type { ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';

export const adminVerificationFakes = {
  requestVerification: (): ResponseOf<'requestVerification'> => ({
    sessionId: 'ver_1',
    expiresIn: LIMITS.adminCodeLifetimeSeconds,
  }),
  verifyCode: (): ResponseOf<'verifyCode'> => ({ token: 'tok_admin' }),
} satisfies FakeServices;
