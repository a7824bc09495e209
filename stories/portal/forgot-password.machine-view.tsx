/** The "Forgot password?" form's states of interest, as the portal's Sign In tab shows them. */
import {
  connectForgotPassword,
  forgotPasswordFakes,
  forgotPasswordMachine,
  forgotPasswordStatesOfInterest,
} from '@machines/forgot-password';
import { ForgotPasswordPanel } from '@src/session/customer-session/forgot-password-panel.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: forgotPasswordMachine,
  statesOfInterest: forgotPasswordStatesOfInterest,
  fakes: forgotPasswordFakes,
  connect: connectForgotPassword,
  View: ForgotPasswordPanel,
});
