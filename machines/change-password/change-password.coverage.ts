/** How the coverage suite explores the password change. */
import type { CoverageSpec } from '../testing/coverage';
import { changePasswordMachine, type ChangePasswordMachine } from './change-password.machine';

export const changePasswordCoverage: CoverageSpec<ChangePasswordMachine> = {
  name: 'changePassword',
  machine: changePasswordMachine,
  inputs: [undefined],
  events: {
    'field.change': [
      { type: 'field.change', field: 'currentPassword', value: 'old-secret' },
      { type: 'field.change', field: 'newPassword', value: 'new-secret' },
      { type: 'field.change', field: 'confirmPassword', value: 'new-secret' },
      { type: 'field.change', field: 'confirmPassword', value: 'other' },
    ],
  },
};
