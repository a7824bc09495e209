/** How the coverage suite explores the forgot-password form. */
import type { CoverageSpec } from '../testing/coverage';
import { forgotPasswordMachine, type ForgotPasswordMachine } from './forgot-password.machine';

export const forgotPasswordCoverage: CoverageSpec<ForgotPasswordMachine> = {
  name: 'forgotPassword',
  machine: forgotPasswordMachine,
  inputs: [undefined],
  events: { 'email.change': [{ type: 'email.change', value: 'ada@example.com' }] },
};
