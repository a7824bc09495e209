/** The ticket form's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { SupportTicketEvent } from './support-ticket.machine';

type Entry = StateOfInterest<SupportTicketEvent, undefined>;
export const writtenTicket: SupportTicketEvent[] = [
  { type: 'subject.change', value: 'Contact form sends nothing' },
  { type: 'description.change', value: 'The contact form on /contact shows an error after Send.' },
  { type: 'category.change', value: 'technical' },
];

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Empty form',
    description: 'Nothing written, no category chosen.',
    events: [],
    expected: 'editing',
  },
  {
    name: 'Ready to submit',
    description: 'Subject, description and category given.',
    events: writtenTicket,
    expected: 'editing',
  },
  {
    name: 'Submitting',
    description: 'The fields and the button are disabled while the ticket is sent.',
    events: [...writtenTicket, { type: 'ticket.submit' }],
    answers: { createTicket: 'pending' },
    expected: 'submitting',
  },
];
