/** Services answering at once, for stories and tests: the contract's answers. */
import type { FakeServices } from '../shared/states-of-interest';
import type { CreatedTicket, SupportTicketBody } from './support-ticket.machine';

export const supportTicketFakes = {
  createTicket: (body: SupportTicketBody): CreatedTicket => ({
    id: 'tkt_new',
    ...body,
    status: 'open',
    createdAt: '2026-11-26T10:00:00.000Z',
  }),
} satisfies FakeServices;
