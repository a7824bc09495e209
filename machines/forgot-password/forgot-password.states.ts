/** The forgot-password form's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { ForgotPasswordEvent } from './forgot-password.machine';

type Entry = StateOfInterest<ForgotPasswordEvent, undefined>;
const written: ForgotPasswordEvent[] = [
  { type: 'forgot.open' },
  { type: 'email.change', value: 'ada@example.com' },
];

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Email form',
    description: 'Opened from Sign In, nothing typed.',
    events: [{ type: 'forgot.open' }],
    expected: 'editing',
  },
  {
    name: 'Sending',
    description: 'The button is busy while the request goes.',
    events: [...written, { type: 'forgot.submit' }],
    answers: { requestReset: 'pending' },
    expected: 'sending',
  },
  {
    name: 'Link sent',
    description: 'The same confirmation for any email.',
    events: [...written, { type: 'forgot.submit' }],
    expected: 'sent',
  },
];
