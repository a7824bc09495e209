/** The admin Support tab's states of interest: the real ticket list and answer dialog over the fixtures. */
import type { SupportTicket } from '@contract/entities';
import {
  connectTicketAnswer,
  ticketAnswerFakes,
  ticketAnswerMachine,
  ticketAnswerStatesOfInterest,
  type TicketAnswerView,
} from '@machines/ticket-answer';
import { customers, supportTickets } from '@mocks/fixtures';
import { TicketList } from '@src/features/admin-portal/tabs/support-tab';
import { defineMachineView } from '../support/state-story';

/** The tickets as the admin's list answers them: with their customer's name and email. */
const adminTickets: SupportTicket[] = supportTickets.map((ticket) => {
  const customer = customers.find((entry) => entry.id === ticket.customerId);
  return {
    ...ticket,
    customerName: customer && `${customer.firstName} ${customer.lastName}`,
    customerEmail: customer?.email,
  };
});

function AdminTickets({ view }: { view: TicketAnswerView }) {
  return <TicketList tickets={adminTickets} view={view} />;
}

export const machineView = defineMachineView({
  machine: ticketAnswerMachine,
  statesOfInterest: ticketAnswerStatesOfInterest,
  fakes: ticketAnswerFakes,
  connect: connectTicketAnswer,
  View: AdminTickets,
});
