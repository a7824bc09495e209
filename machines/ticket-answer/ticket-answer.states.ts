/** The admin Support tab's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { TicketAnswerEvent } from './ticket-answer.machine';

type Entry = StateOfInterest<TicketAnswerEvent, undefined>;
const opened: TicketAnswerEvent[] = [{ type: 'answer.open', ticketId: 'tkt-invoice' }];
const written: TicketAnswerEvent[] = [
  ...opened,
  { type: 'response.change', value: 'The next invoice carries your new address.' },
];

export const statesOfInterest: readonly Entry[] = [
  { name: 'Dialog closed', description: 'The list, before Answer.', events: [], expected: 'browsing' },
  {
    name: 'Answer dialog',
    description: 'Opened on a ticket, nothing written.',
    events: opened,
    expected: 'answering',
  },
  {
    name: 'Closing answer',
    description: 'Written, and the ticket closes with it.',
    events: [...written, { type: 'status.change', status: 'closed' }],
    expected: 'answering',
  },
  {
    name: 'Sending answer',
    description: 'Send and Cancel disabled while the answer goes.',
    events: [...written, { type: 'answer.send' }],
    answers: { respond: 'pending' },
    expected: 'sending',
  },
];
