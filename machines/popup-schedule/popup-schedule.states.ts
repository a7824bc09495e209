/** The sales popups' states worth a story each. */
import { timePasses, type StateOfInterest } from '../shared/states-of-interest';
import { TIMINGS } from '../timings';
import type { PopupScheduleEvent, PopupScheduleInput } from './popup-schedule.machine';

type Entry = StateOfInterest<PopupScheduleEvent, PopupScheduleInput>;

/** A visitor who completed the tour long enough ago: the popups may start at once. */
export const tourCompletedEarlier: PopupScheduleInput = {
  tourCompletedAt: 0,
  now: TIMINGS.popupAfterTour,
  paymentRecorded: false,
  accountRecorded: false,
  packageSelectionOpened: false,
};
const allowed = timePasses(0);

const region = (exitIntent: string, secondPopup: string, cornerCard: string, readyCard: string) => ({
  active: { exitIntent, secondPopup, cornerCard, readyCard },
});

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Tour not completed',
    description: 'No popup until the visitor completes the guided tour.',
    input: { ...tourCompletedEarlier, tourCompletedAt: null },
    events: [],
    expected: 'awaitingTour',
  },
  {
    name: 'Right after the tour',
    description: 'The tour was just completed: popups wait 30 s.',
    input: { ...tourCompletedEarlier, tourCompletedAt: null },
    events: [{ type: 'tour.completed' }],
    expected: 'waiting',
  },
  {
    name: 'Exit-intent popup',
    description: 'The mouse left the page through the top.',
    input: tourCompletedEarlier,
    events: [allowed, { type: 'exitIntent.detect' }],
    expected: region('open', 'waiting', 'waiting', 'waiting'),
  },
  {
    name: 'Second popup',
    description: '15 s after the page-wide tourCompleted event.',
    input: tourCompletedEarlier,
    events: [allowed, { type: 'tour.announced' }, timePasses(TIMINGS.secondPopup)],
    expected: region('armed', 'open', 'waiting', 'waiting'),
  },
  {
    name: 'Corner card',
    description: '20 s after the popups were allowed.',
    input: tourCompletedEarlier,
    events: [allowed, timePasses(TIMINGS.cornerCard)],
    expected: region('armed', 'waiting', 'open', 'waiting'),
  },
  {
    name: 'Ready card',
    description: '30 s after the popups were allowed (with the exit-intent fallback and the corner card).',
    input: tourCompletedEarlier,
    events: [
      allowed,
      timePasses(TIMINGS.cornerCard),
      { type: 'cornerCard.dismiss' },
      timePasses(TIMINGS.readyCard - TIMINGS.cornerCard),
      { type: 'exitIntent.dismiss' },
    ],
    expected: region('dismissed', 'waiting', 'dismissed', 'open'),
  },
  {
    name: 'Suppressed',
    description: 'A payment or an account is recorded: no popup at all.',
    input: { ...tourCompletedEarlier, accountRecorded: true },
    events: [],
    expected: 'suppressed',
  },
];
