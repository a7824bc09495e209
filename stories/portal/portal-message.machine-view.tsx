/** The message form's states of interest, as the customer portal's messages tab shows them. */
import {
  connectPortalMessage,
  portalMessageFakes,
  portalMessageMachine,
  portalMessageStatesOfInterest,
} from '@machines/portal-message';
import { MessageForm } from '@src/features/customer-portal/tabs/message-form.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: portalMessageMachine,
  statesOfInterest: portalMessageStatesOfInterest,
  fakes: portalMessageFakes,
  connect: connectPortalMessage,
  View: MessageForm,
});
