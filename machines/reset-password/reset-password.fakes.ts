/** Services answering at once, for stories and tests: the contract's answer. */
import type { FakeServices } from '../shared/states-of-interest';
import { sampleCustomer } from '../testing/fixtures';
import type { ResetPasswordAnswer } from './reset-password.machine';

export const resetPasswordFakes = {
  resetPassword: (): ResetPasswordAnswer => ({ success: true, email: sampleCustomer.email }),
} satisfies FakeServices;
