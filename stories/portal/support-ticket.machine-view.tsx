/** The new-ticket form's states of interest, as the customer portal's Support tab shows them. */
import {
  connectSupportTicket,
  supportTicketFakes,
  supportTicketMachine,
  supportTicketStatesOfInterest,
} from '@machines/support-ticket';
import { TicketForm } from '@src/features/customer-portal/tabs/ticket-form.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: supportTicketMachine,
  statesOfInterest: supportTicketStatesOfInterest,
  fakes: supportTicketFakes,
  connect: connectSupportTicket,
  View: TicketForm,
});
