/**
 * The sales popups (spec part 2 §4): only once the tour is completed, at least 30 s after that,
 * and never once a payment or an account is recorded. Then four popups on their own clocks: the
 * exit-intent popup (mouse leaves through the top, or after 30 s; once), the second popup 15 s
 * after the page-wide tourCompleted event, the corner card after 20 s, and the "Ready for a
 * professional website?" card after 30 s, hidden for the rest of the visit once package selection
 * opens (also when it opened before the popups were allowed). Accepting an offer opens package
 * selection.
 */
import { assign, setup } from 'xstate';
import { TIMINGS } from '../timings';

export type PopupName = 'exitIntent' | 'secondPopup' | 'cornerCard' | 'readyCard';

/** The entry and exit of a popup's open state, told to the funnel. */
const dueAndGone = (popup: PopupName) =>
  ({
    entry: { type: 'announceDue', params: { popup } },
    exit: { type: 'announceGone', params: { popup } },
  }) as const;

export interface PopupScheduleInput {
  /** The stored tour completion time (ms since the epoch), null while the tour is not completed. */
  tourCompletedAt: number | null;
  /** The current time on the same clock. */
  now: number;
  /** A payment is recorded in this browser (payment-started or payment-completed). */
  paymentRecorded: boolean;
  /** An account creation is recorded in this browser. */
  accountRecorded: boolean;
  /** Package selection was opened earlier in this visit: the ready card stays hidden. */
  packageSelectionOpened: boolean;
}

export interface PopupScheduleContext {
  /** How long ago the tour was completed when the schedule started; null while not completed. */
  msSinceTourCompleted: number | null;
  purchaseRecorded: boolean;
  /** The page-wide tourCompleted event arrived before the popups were allowed. */
  tourAnnounced: boolean;
  /** Package selection opened in this visit: the ready card never shows. */
  packageSelectionOpened: boolean;
}

export type PopupScheduleEvent =
  /** The visitor just completed the guided tour. */
  | { type: 'tour.completed' }
  /** The page-wide tourCompleted event. */
  | { type: 'tour.announced' }
  /** The mouse left the page through the top. */
  | { type: 'exitIntent.detect' }
  | { type: 'exitIntent.dismiss' }
  | { type: 'secondPopup.dismiss' }
  | { type: 'cornerCard.dismiss' }
  | { type: 'readyCard.dismiss' }
  /** The visitor takes a popup's offer: package selection opens. */
  | { type: 'exitIntent.accept' }
  | { type: 'secondPopup.accept' }
  | { type: 'cornerCard.accept' }
  | { type: 'readyCard.accept' }
  | { type: 'packageSelection.open' }
  /** A payment or an account was just recorded. */
  | { type: 'purchase.recorded' };

export const popupScheduleMachine = setup({
  types: {
    context: {} as PopupScheduleContext,
    events: {} as PopupScheduleEvent,
    input: {} as PopupScheduleInput,
  },
  actions: {
    /** App: dispatch the page-wide openPackageSelection event. */
    openPackageSelection: () => {},
    /** Funnel: a popup's time has come (the funnel shows one interruption at a time). */
    announceDue: (_, _params: { popup: PopupName }) => {},
    /** Funnel: the popup was dismissed, taken or suppressed. */
    announceGone: (_, _params: { popup: PopupName }) => {},
    recordTourCompletedNow: assign({ msSinceTourCompleted: 0 }),
    recordAnnouncement: assign({ tourAnnounced: true }),
    recordPackageSelectionOpened: assign({ packageSelectionOpened: true }),
  },
  guards: {
    isPurchaseRecorded: ({ context }) => context.purchaseRecorded,
    isTourCompleted: ({ context }) => context.msSinceTourCompleted !== null,
    wasTourAnnounced: ({ context }) => context.tourAnnounced,
    wasPackageSelectionOpened: ({ context }) => context.packageSelectionOpened,
  },
  delays: {
    // What is left of the 30 s since completion: a tour completed on an earlier visit waits no more.
    popupAfterTour: ({ context }) =>
      Math.max(0, TIMINGS.popupAfterTour - (context.msSinceTourCompleted ?? 0)),
    exitIntentFallback: TIMINGS.exitIntentFallback,
    secondPopup: TIMINGS.secondPopup,
    cornerCard: TIMINGS.cornerCard,
    readyCard: TIMINGS.readyCard,
  },
}).createMachine({
  id: 'popupSchedule',
  context: ({ input }) => ({
    msSinceTourCompleted:
      input.tourCompletedAt === null ? null : Math.max(0, input.now - input.tourCompletedAt),
    purchaseRecorded: input.paymentRecorded || input.accountRecorded,
    tourAnnounced: false,
    packageSelectionOpened: input.packageSelectionOpened,
  }),
  initial: 'checking',
  on: {
    'purchase.recorded': '.suppressed',
    'tour.announced': { actions: 'recordAnnouncement' },
    'packageSelection.open': { actions: 'recordPackageSelectionOpened' },
  },
  states: {
    checking: {
      always: [
        { guard: 'isPurchaseRecorded', target: 'suppressed' },
        { guard: 'isTourCompleted', target: 'waiting' },
        { target: 'awaitingTour' },
      ],
    },
    awaitingTour: {
      on: { 'tour.completed': { target: 'waiting', actions: 'recordTourCompletedNow' } },
    },
    waiting: {
      after: { popupAfterTour: 'active' },
    },
    active: {
      type: 'parallel',
      states: {
        exitIntent: {
          initial: 'armed',
          states: {
            armed: {
              on: { 'exitIntent.detect': 'open' },
              after: { exitIntentFallback: 'open' },
            },
            open: {
              ...dueAndGone('exitIntent'),
              on: {
                'exitIntent.dismiss': 'dismissed',
                'exitIntent.accept': { target: 'dismissed', actions: 'openPackageSelection' },
              },
            },
            dismissed: {},
          },
        },
        secondPopup: {
          initial: 'waiting',
          states: {
            waiting: {
              always: { guard: 'wasTourAnnounced', target: 'scheduled' },
              on: { 'tour.announced': 'scheduled' },
            },
            scheduled: { after: { secondPopup: 'open' } },
            open: {
              ...dueAndGone('secondPopup'),
              on: {
                'secondPopup.dismiss': 'dismissed',
                'secondPopup.accept': { target: 'dismissed', actions: 'openPackageSelection' },
              },
            },
            dismissed: {},
          },
        },
        cornerCard: {
          initial: 'waiting',
          states: {
            waiting: { after: { cornerCard: 'open' } },
            open: {
              ...dueAndGone('cornerCard'),
              on: {
                'cornerCard.dismiss': 'dismissed',
                'cornerCard.accept': { target: 'dismissed', actions: 'openPackageSelection' },
              },
            },
            dismissed: {},
          },
        },
        readyCard: {
          initial: 'waiting',
          states: {
            waiting: {
              always: { guard: 'wasPackageSelectionOpened', target: 'hidden' },
              after: { readyCard: 'open' },
              on: { 'packageSelection.open': { target: 'hidden', actions: 'recordPackageSelectionOpened' } },
            },
            open: {
              ...dueAndGone('readyCard'),
              on: {
                'readyCard.dismiss': 'dismissed',
                'readyCard.accept': { target: 'hidden', actions: 'openPackageSelection' },
                'packageSelection.open': { target: 'hidden', actions: 'recordPackageSelectionOpened' },
              },
            },
            dismissed: {},
            hidden: {},
          },
        },
      },
    },
    /** A payment or an account is recorded: no popup any more. */
    suppressed: {},
  },
});

export type PopupScheduleMachine = typeof popupScheduleMachine;
