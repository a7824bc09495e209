/** The Account tab's password change, in its states of interest. */
import {
  changePasswordFakes,
  changePasswordMachine,
  changePasswordStatesOfInterest,
  connectChangePassword,
} from '@machines/change-password';
import { ChangePasswordForm } from '@src/features/customer-portal/tabs/change-password-form.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: changePasswordMachine,
  statesOfInterest: changePasswordStatesOfInterest,
  fakes: changePasswordFakes,
  connect: connectChangePassword,
  View: ChangePasswordForm,
});
