/** How the coverage suite explores the admin Support tab. */
import type { CoverageSpec } from '../testing/coverage';
import { ticketAnswerMachine, type TicketAnswerMachine } from './ticket-answer.machine';

export const ticketAnswerCoverage: CoverageSpec<TicketAnswerMachine> = {
  name: 'ticketAnswer',
  machine: ticketAnswerMachine,
  inputs: [undefined],
  events: {
    'filter.change': [{ type: 'filter.change', filter: 'open' }],
    'answer.open': [{ type: 'answer.open', ticketId: 'tkt-1' }],
    'response.change': [{ type: 'response.change', value: 'Done.' }],
    'status.change': [
      { type: 'status.change', status: 'closed' },
      { type: 'status.change', status: 'answered' },
    ],
  },
};
