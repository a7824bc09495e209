/** The session's states of interest, each as the customer portal dialog shows it. */
import {
  connectCustomerSession,
  customerSessionFakes,
  customerSessionMachine,
  customerSessionStatesOfInterest,
} from '@machines/customer-session';
import { defineMachineView } from '../support/state-story';
import { SessionDialog } from './portal-story-views';

export const machineView = defineMachineView({
  machine: customerSessionMachine,
  statesOfInterest: customerSessionStatesOfInterest,
  fakes: customerSessionFakes,
  connect: connectCustomerSession,
  View: SessionDialog,
});
