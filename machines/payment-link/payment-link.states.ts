/** The payment link form's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { PaymentLinkEvent } from './payment-link.machine';

type Entry = StateOfInterest<PaymentLinkEvent, undefined>;
export const filledIn: Extract<PaymentLinkEvent, { type: 'field.change' }>[] = [
  { type: 'field.change', field: 'customerName', value: 'Ada Lovelace' },
  { type: 'field.change', field: 'customerEmail', value: 'ada@example.com' },
  { type: 'field.change', field: 'amount', value: '898.50' },
  { type: 'field.change', field: 'description', value: 'Deposit for the Professional website' },
];

export const statesOfInterest: readonly Entry[] = [
  { name: 'Empty form', description: 'All four fields required.', events: [], expected: 'editing' },
  {
    name: 'Creating',
    description: 'The link is being created.',
    events: [...filledIn, { type: 'link.create' }],
    answers: { createPaymentLink: 'pending' },
    expected: 'creating',
  },
  {
    name: 'Copying',
    description: 'The link is created and being written to the clipboard.',
    events: [...filledIn, { type: 'link.create' }],
    answers: { copyToClipboard: 'pending' },
    expected: 'copying',
  },
  {
    name: 'Created',
    description: 'The link, copied to the clipboard.',
    events: [...filledIn, { type: 'link.create' }],
    expected: 'created',
  },
  {
    name: 'Created, not copied',
    description: 'The browser refused the clipboard: the link is shown with a Copy button.',
    events: [...filledIn, { type: 'link.create' }],
    answers: { copyToClipboard: { error: new Error('NotAllowedError') } },
    expected: 'created',
  },
  {
    name: 'Filled in',
    description: 'All four fields valid: Create is enabled.',
    events: filledIn,
    expected: 'editing',
  },
];
