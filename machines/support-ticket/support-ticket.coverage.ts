/** How the coverage suite explores the ticket form. */
import type { CoverageSpec } from '../testing/coverage';
import { supportTicketMachine, type SupportTicketMachine } from './support-ticket.machine';

export const supportTicketCoverage: CoverageSpec<SupportTicketMachine> = {
  name: 'supportTicket',
  machine: supportTicketMachine,
  inputs: [undefined],
  events: {
    'subject.change': [{ type: 'subject.change', value: 'Contact form' }],
    'description.change': [{ type: 'description.change', value: 'It fails.' }],
    'category.change': [{ type: 'category.change', value: 'technical' }],
  },
};
