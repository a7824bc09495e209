/** The domains page's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { DomainOrderEvent } from './domain-order.machine';

type Entry = StateOfInterest<DomainOrderEvent, undefined>;

export const searched: DomainOrderEvent[] = [
  { type: 'query.change', value: ' Acme ' },
  { type: 'search.submit' },
];
export const selected: DomainOrderEvent[] = [...searched, { type: 'result.select', domain: 'acme.com' }];
export const filledIn: DomainOrderEvent[] = [
  ...selected,
  { type: 'form.change', field: 'fullName', value: 'Ada Lovelace' },
  { type: 'form.change', field: 'email', value: 'ada@example.com' },
];

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Search',
    description: 'The search box and the TLD selector.',
    events: [],
    expected: { search: 'ready', order: 'closed' },
  },
  {
    name: 'Searching',
    description: 'The search is running.',
    events: searched,
    answers: { searchDomains: 'pending' },
    expected: { search: 'searching', order: 'closed' },
  },
  {
    name: 'Results',
    description: 'Available, taken (Unavailable) and premium names.',
    events: searched,
    expected: { search: 'ready', order: 'closed' },
  },
  {
    name: 'No results',
    description: 'An empty answer.',
    events: searched,
    answers: { searchDomains: { output: [] } },
    expected: { search: 'ready', order: 'closed' },
  },
  {
    name: 'Registration form',
    description: 'An available name selected: 1 year, auto-renew and privacy on.',
    events: selected,
    expected: { search: 'ready', order: 'editing' },
  },
  {
    name: 'Five years',
    description: 'The total for five years.',
    events: [...filledIn, { type: 'years.change', years: 5 }],
    expected: { search: 'ready', order: 'editing' },
  },
  {
    name: 'Missing information',
    description: "'Complete Registration' without name or email: the form says what is missing.",
    events: [...selected, { type: 'order.submit' }],
    expected: { search: 'ready', order: 'editing' },
  },
  {
    name: 'Order failed',
    description: "The order was refused: 'Order Failed', the form kept as it was.",
    events: [...filledIn, { type: 'order.submit' }],
    answers: { purchaseDomain: { error: Object.assign(new Error(''), { status: 409 }) } },
    expected: { search: 'ready', order: 'editing' },
  },
  {
    name: 'Placing the order',
    description: "'Complete Registration' is running.",
    events: [...filledIn, { type: 'order.submit' }],
    answers: { purchaseDomain: 'pending' },
    expected: { search: 'ready', order: 'placing' },
  },
];
