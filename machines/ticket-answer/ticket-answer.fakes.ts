/** Services answering at once, for stories and tests: the contract's answer. */
import type { FakeServices } from '../shared/states-of-interest';
import type { AnsweredTicket, RespondInput } from './ticket-answer.machine';

export const ticketAnswerFakes = {
  respond: ({ id, body }: RespondInput): AnsweredTicket => ({
    id,
    subject: 'Invoice address',
    description: 'Please put our new office address on the next maintenance invoice.',
    category: 'billing',
    status: body.status,
    adminResponse: body.response,
    createdAt: '2025-11-12T17:30:00.000Z',
    respondedAt: '2025-11-13T09:00:00.000Z',
  }),
} satisfies FakeServices;
