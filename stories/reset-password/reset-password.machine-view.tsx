/** The /reset-password card in its states of interest. */
import {
  connectResetPassword,
  resetPasswordFakes,
  resetPasswordMachine,
  resetPasswordStatesOfInterest,
} from '@machines/reset-password';
import { ResetPasswordCard } from '@src/features/reset-password/reset-password-card.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: resetPasswordMachine,
  statesOfInterest: resetPasswordStatesOfInterest,
  fakes: resetPasswordFakes,
  connect: connectResetPassword,
  View: ResetPasswordCard,
  implementations: { actions: { openSignIn: () => {} } },
});
