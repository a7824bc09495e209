/**
 * The funnel's states worth a story each. The children report to the funnel with events; here
 * those reports are sent as they would come (the children themselves run in `Explorer/Funnel`).
 */
import type { StateOfInterest } from '../shared/states-of-interest';
import { tourCompletedEarlier } from '../popup-schedule/popup-schedule.states';
import type { FunnelEvent, FunnelInput } from './funnel.machine';

type Entry = StateOfInterest<FunnelEvent, FunnelInput>;

/** A first visit: the tour not completed, nothing recorded, onboarding closed. */
export const firstVisit: FunnelInput = {
  tour: { completed: false },
  popups: { ...tourCompletedEarlier, tourCompletedAt: null },
  onboarding: { input: { customer: null, paymentCompleted: false, openWith: null } },
};

const at = (interruption: string, paymentReturn = 'idle') => ({
  onboarding: 'running',
  paymentReturn,
  interruption,
});

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Nothing on screen',
    description: 'A first visit before the tour opens: no dialog, no popup.',
    input: firstVisit,
    events: [],
    expected: at('clear'),
  },
  {
    name: 'The tour on screen',
    description: 'The tour opened (2 s after the load): it counts as a dialog, no popup opens over it.',
    input: firstVisit,
    events: [{ type: 'tour.opened' }],
    expected: at('dialog'),
  },
  {
    name: 'A popup on screen',
    description: 'The exit-intent popup is due and nothing else is on screen: it shows.',
    input: firstVisit,
    events: [{ type: 'popup.due', popup: 'exitIntent' }],
    expected: at('popup'),
  },
  {
    name: 'A popup waiting behind a dialog',
    description: 'The corner card is due while package selection is open: it waits.',
    input: firstVisit,
    events: [{ type: 'selection.opened' }, { type: 'popup.due', popup: 'cornerCard' }],
    expected: at('dialog'),
  },
  {
    name: 'Reading the payment return',
    description: 'The address became #complete-details: the session is read before onboarding starts again.',
    input: firstVisit,
    events: [{ type: 'page.paymentReturn' }],
    answers: { readPaymentReturn: 'pending' },
    expected: at('clear', 'reading'),
  },
];
