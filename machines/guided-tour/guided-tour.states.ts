/** The guided tour's states worth a story each. */
import { timePasses, type StateOfInterest } from '../shared/states-of-interest';
import { TIMINGS } from '../timings';
import type { GuidedTourEvent, GuidedTourInput } from './guided-tour.machine';

type Entry = StateOfInterest<GuidedTourEvent, GuidedTourInput>;
const firstVisit: GuidedTourInput = { completed: false };
const opened = timePasses(TIMINGS.tourStart);

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Waiting to start',
    description: 'A first visit, before the tour opens by itself.',
    input: firstVisit,
    events: [],
    expected: { tour: 'scheduled', announcement: 'idle' },
  },
  {
    name: 'Welcome',
    description: 'The first step, 2 s after the page loaded.',
    input: firstVisit,
    events: [opened],
    expected: { tour: { open: 'welcome' }, announcement: 'idle' },
  },
  {
    name: 'Packages',
    description: 'The second step.',
    input: firstVisit,
    events: [opened, { type: 'step.next' }],
    expected: { tour: { open: 'packages' }, announcement: 'idle' },
  },
  {
    name: 'Portfolio',
    description: 'The third step.',
    input: firstVisit,
    events: [opened, { type: 'step.next' }, { type: 'step.next' }],
    expected: { tour: { open: 'portfolio' }, announcement: 'idle' },
  },
  {
    name: 'Contact',
    description: 'The last step: the primary button reads Finish.',
    input: firstVisit,
    events: [opened, { type: 'step.next' }, { type: 'step.next' }, { type: 'step.next' }],
    expected: { tour: { open: 'contact' }, announcement: 'idle' },
  },
  {
    name: 'Completed, announcement pending',
    description: 'Closed by the visitor; tourCompleted fires 30 s later.',
    input: firstVisit,
    events: [opened, { type: 'tour.close' }],
    expected: { tour: 'closed', announcement: 'pending' },
  },
  {
    name: 'Completed before',
    description: 'A returning visitor: the tour stays closed until the Tour button.',
    input: { completed: true },
    events: [],
    expected: { tour: 'closed', announcement: 'idle' },
  },
];
