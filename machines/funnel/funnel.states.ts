/**
 * The funnel's states worth a story each. The children report to the funnel with events; here
 * those reports are sent as they would come (the children themselves run in `Explorer/Funnel`).
 */
import { DRAFT_VERSION, startOnboarding } from '../onboarding/onboarding.resume';
import type { StateOfInterest } from '../shared/states-of-interest';
import { sampleCustomer } from '../testing/fixtures';
import { tourCompletedEarlier } from '../popup-schedule/popup-schedule.states';
import type { FunnelEvent, FunnelInput } from './funnel.machine';

type Entry = StateOfInterest<FunnelEvent, FunnelInput>;

/** A first visit: the tour not completed, nothing recorded, onboarding closed. */
export const firstVisit: FunnelInput = {
  pathname: '/',
  tour: { completed: false },
  popups: { ...tourCompletedEarlier, tourCompletedAt: null },
  onboarding: { input: { customer: null, paymentCompleted: false, openWith: null } },
};

const at = (interruption: string, paymentReturn = 'idle', draftPrompt = 'none', popupDialogs = 'absent') => ({
  onboarding: 'running',
  paymentReturn,
  draftPrompt,
  popupDialogs,
  interruption,
});

/** A returning visitor whose onboarding stopped at the details step on an earlier visit. */
export const draftOnEarlierVisit: FunnelInput = {
  ...firstVisit,
  tour: { completed: true },
  onboarding: startOnboarding({
    storedDraft: {
      version: DRAFT_VERSION,
      step: 'details',
      context: { basePackage: 'startup', packageId: 'startup', projectDescription: 'A bakery in Austin' },
    },
    customer: sampleCustomer,
    paymentCompleted: false,
    completeDetails: false,
    paidPackage: null,
    resumeHere: true,
    inThisTab: false,
    promptDismissed: false,
  }),
};

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
    expected: at('blocked'),
  },
  {
    name: 'A popup on screen',
    description: 'The exit-intent popup is due and nothing else is on screen: its code is fetched, and it shows.',
    input: firstVisit,
    events: [{ type: 'popup.due', popup: 'exitIntent' }],
    expected: at('popup', 'idle', 'none', 'ready'),
  },
  {
    name: "A popup's code on its way",
    description: 'The exit-intent popup is due and its code is being fetched: nothing shows until it is there.',
    input: firstVisit,
    events: [{ type: 'popup.due', popup: 'exitIntent' }],
    answers: { loadPopupDialogs: 'pending' },
    expected: at('popup', 'idle', 'none', 'loading'),
  },
  {
    name: 'A popup waiting behind a dialog',
    description: 'The corner card is due while package selection is open: it waits.',
    input: firstVisit,
    events: [{ type: 'selection.opened' }, { type: 'popup.due', popup: 'cornerCard' }],
    expected: at('blocked'),
  },
  {
    name: 'A draft offered',
    description: 'An onboarding left on an earlier visit: "continue your project", no popup over it.',
    input: draftOnEarlierVisit,
    events: [{ type: 'popup.due', popup: 'cornerCard' }],
    expected: at('blocked', 'idle', 'offered'),
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
