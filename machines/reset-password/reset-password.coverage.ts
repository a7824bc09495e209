/** How the coverage suite explores the reset page. */
import type { CoverageSpec } from '../testing/coverage';
import { resetPasswordMachine, type ResetPasswordMachine } from './reset-password.machine';

const refused = Object.assign(new Error('This password reset link has expired.'), { status: 400 });

export const resetPasswordCoverage: CoverageSpec<ResetPasswordMachine> = {
  name: 'resetPassword',
  machine: resetPasswordMachine,
  inputs: [{ token: 'rst_1' }, { token: null }],
  events: {
    'password.change': [
      { type: 'password.change', value: 'new-secret' },
      { type: 'password.change', value: 'short' },
    ],
    'confirm.change': [
      { type: 'confirm.change', value: 'new-secret' },
      { type: 'confirm.change', value: 'short' },
    ],
  },
  outcomes: {
    resetPassword: { done: [{ success: true, email: 'ada@example.com' }], error: [refused, new Error('')] },
  },
};
