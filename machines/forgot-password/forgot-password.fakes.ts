/** Services answering at once, for stories and tests: the contract's answer. */
import type { ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';

export const forgotPasswordFakes = {
  requestReset: (): ResponseOf<'forgotPassword'> => ({
    success: true,
    message:
      'If an account exists for this email, we have sent a link to reset its password. The link is valid for 30 minutes.',
  }),
} satisfies FakeServices;
