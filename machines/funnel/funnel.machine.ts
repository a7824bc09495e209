/**
 * The sales funnel as one actor system (issue 19): the guided tour, the sales popups, package
 * selection and onboarding run as this machine's children, and every rule that joins them lives
 * here, not in React:
 * - package selection opening hides the tour and the 'Ready for a professional website?' card;
 * - a completed tour is stored and starts the popups' 30 s;
 * - a recorded account or payment stops the popups;
 * - a chosen package opens onboarding with it; onboarding opening hides the tour;
 * - the return from a payment (#complete-details while the page is open) starts onboarding afresh
 *   from what the app reads then (at the domain step);
 * - the page's requests reach the flow they are for;
 * - one interruption at a time (issue 22): a popup whose time has come waits while the tour, a
 *   dialog (the customer portal's too) or another popup is on screen, and opens when it is gone.
 *   The modal popups go before the corner cards; a card on screen steps aside for a modal popup
 *   and comes back after it; the tour steps aside when the portal opens;
 * - the modal popups' code (the app loads it apart, `loadPopupDialogs`) is fetched when the first
 *   of them is due, and that popup shows once it is there: a popup's time comes on the schedule's
 *   clock, and nothing else has to ask for its code; a failed download is tried again later;
 * - a draft of an earlier visit is offered ("continue your project") instead of reopened; taking
 *   the offer starts onboarding from the draft; no popup opens while the offer is on screen.
 *
 * The children report what the funnel needs through named actions (`reportOpened`,
 * `announceDue` …) that `createFunnelMachine` wires to events of this machine.
 */
import {
  assign,
  fromPromise,
  raise,
  sendParent,
  sendTo,
  setup,
  type ActorLogic,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { PackageId } from '@contract/catalogue';
import { guidedTourMachine, type GuidedTourInput, type GuidedTourMachine } from '../guided-tour';
import {
  onboardingMachine,
  type OnboardingCustomer,
  type OnboardingEvent,
  type OnboardingMachine,
  type OnboardingOffer,
  type OnboardingStart,
} from '../onboarding';
import { packageSelectionMachine, type PackageSelectionMachine } from '../package-selection';
import { TIMINGS } from '../timings';
import { isHomePage } from './funnel.pages';
import {
  popupScheduleMachine,
  type PopupName,
  type PopupScheduleInput,
  type PopupScheduleMachine,
} from '../popup-schedule';

export interface FunnelInput {
  /** The page's path when the funnel starts (it follows the router with 'page.moved'). */
  pathname: string;
  tour: GuidedTourInput;
  popups: PopupScheduleInput;
  /** How onboarding starts on this page: closed, resumed from a draft, or at the domain step. */
  onboarding: OnboardingStart;
}

/** What is on screen that a popup must not cover. */
export interface FunnelDialogs {
  tour: boolean;
  packageSelection: boolean;
  onboarding: boolean;
  /** The customer portal (its own dialog, outside the funnel; the page reports it). */
  portal: boolean;
}

export interface FunnelContext {
  /** The page is the home page, in any language: the tour and the popups show there only. */
  onHome: boolean;
  tour: GuidedTourInput;
  popups: PopupScheduleInput;
  onboarding: OnboardingStart;
  dialogs: FunnelDialogs;
  /** The popups whose time has come and that are not dismissed yet, in the order they came. */
  due: readonly PopupName[];
  /** The draft offered on this visit, until the visitor takes it, dismisses it or opens onboarding. */
  draftOffer: OnboardingOffer | null;
}

export type FunnelEvent =
  // What the children report.
  | { type: 'tour.opened' }
  | { type: 'tour.closed' }
  /** The visitor closed or finished the tour. */
  | { type: 'tour.completed' }
  | { type: 'selection.opened' }
  | { type: 'selection.closed' }
  | { type: 'selection.chosen'; packageId: PackageId }
  | { type: 'onboarding.opened' }
  | { type: 'onboarding.closed' }
  | { type: 'account.recorded' }
  | { type: 'payment.started'; packageId: PackageId; amount: number }
  | { type: 'popup.due'; popup: PopupName }
  | { type: 'popup.gone'; popup: PopupName }
  /** A popup's offer was taken. */
  | { type: 'popup.accepted' }
  // What the page asks (funnel-inbox.ts in the app).
  | { type: 'page.openPackageSelection' }
  | { type: 'page.openOnboarding'; packageId: PackageId }
  /** The page-wide tourCompleted event. */
  | { type: 'page.tourAnnounced' }
  /** The address became #complete-details while the page was open. */
  | { type: 'page.paymentReturn' }
  /** The pointer left the page through its top edge. */
  | { type: 'page.exitIntent' }
  /** The customer portal's dialog opened or closed. */
  | { type: 'page.portalOpened' }
  | { type: 'page.portalClosed' }
  /** Signed in or out elsewhere. */
  | { type: 'session.change'; customer: OnboardingCustomer | null }
  /** The router moved to another page. */
  | { type: 'page.moved'; pathname: string }
  /** 'Continue' on the "continue your project" prompt. */
  | { type: 'draft.continue' }
  | { type: 'draft.dismiss' }
  /** Raised: onboarding starts again from a new start. */
  | { type: 'onboarding.restart' }
  /** Raised: onboarding (re)started; open from the start when it resumed a draft. */
  | { type: 'onboarding.started' };

/** The modal popups go first; the cards wait behind them. */
const MODAL_POPUPS: readonly PopupName[] = ['exitIntent', 'secondPopup'];

export const isDialogOpen = (context: FunnelContext): boolean => Object.values(context.dialogs).some(Boolean);

/** Something a popup must not cover: a dialog, or the draft's prompt. */
export const isPopupBlocked = (context: FunnelContext): boolean =>
  isDialogOpen(context) || context.draftOffer !== null;

const isModal = (popup: PopupName): boolean => MODAL_POPUPS.includes(popup);

/** A modal popup is due: its code is needed. */
export const isModalPopupDue = (context: FunnelContext): boolean => context.due.some(isModal);

/** Where the modal popups' code is: not asked for yet, on its way, at hand, or its download failed. */
export type PopupDialogsCode = 'absent' | 'loading' | 'ready' | 'failed';

/**
 * The one popup on screen: none while blocked, else the first due, modal ones first. A modal popup
 * shows once its code is at hand; while it is on its way nothing shows (the cards step aside for
 * it already); when its download failed, the cards show until it is tried again.
 */
export const shownPopup = (context: FunnelContext, code: PopupDialogsCode): PopupName | null => {
  if (isPopupBlocked(context)) return null;
  const modal = context.due.find(isModal);
  if (modal && code !== 'failed') return code === 'ready' ? modal : null;
  return context.due.find((popup) => !isModal(popup)) ?? null;
};

/** Where the modal popups' code is in this funnel snapshot. */
export const popupDialogsCode = (snapshot: SnapshotFrom<FunnelMachine>): PopupDialogsCode =>
  (snapshot.value as { popupDialogs: PopupDialogsCode }).popupDialogs;

/** Onboarding starts open when it resumes a draft (a snapshot is always of an open step). */
export const startsOpen = (start: OnboardingStart): boolean => start.snapshot !== undefined;

/**
 * Onboarding as actor logic that starts from an `OnboardingStart`: from the resumed snapshot when
 * there is one (a draft), else from its input. Built on the machine's public ActorLogic methods.
 */
export const onboardingFromStart = (
  machine: OnboardingMachine,
): ActorLogic<SnapshotFrom<OnboardingMachine>, OnboardingEvent, OnboardingStart> => ({
  transition: (snapshot, event, scope) => machine.transition(snapshot, event, scope as never),
  getInitialSnapshot: (scope, start) =>
    start.snapshot
      ? machine.restoreSnapshot(start.snapshot as never, scope as never)
      : machine.getInitialSnapshot(scope as never, start.input),
  restoreSnapshot: (snapshot, scope) => machine.restoreSnapshot(snapshot as never, scope as never),
  start: (snapshot) => machine.start(snapshot),
  getPersistedSnapshot: (snapshot) => machine.getPersistedSnapshot(snapshot),
});

/** The four flows the funnel runs, each with the app's implementations already provided. */
export interface FunnelChildren {
  tour: GuidedTourMachine;
  popups: PopupScheduleMachine;
  packageSelection: PackageSelectionMachine;
  onboarding: OnboardingMachine;
}

/** The funnel over these children; the report actions of each are wired to the funnel's events. */
export const createFunnelMachine = (children: FunnelChildren) =>
  setup({
    types: {
      context: {} as FunnelContext,
      events: {} as FunnelEvent,
      input: {} as FunnelInput,
    },
    actors: {
      tour: children.tour.provide({
        actions: {
          reportOpened: sendParent({ type: 'tour.opened' }),
          reportClosed: sendParent({ type: 'tour.closed' }),
          storeTourCompleted: sendParent({ type: 'tour.completed' }),
        },
      }),
      popups: children.popups.provide({
        actions: {
          announceDue: sendParent((_, { popup }: { popup: PopupName }) => ({ type: 'popup.due', popup })),
          announceGone: sendParent((_, { popup }: { popup: PopupName }) => ({ type: 'popup.gone', popup })),
          openPackageSelection: sendParent({ type: 'popup.accepted' }),
        },
      }),
      packageSelection: children.packageSelection.provide({
        actions: {
          announceOpened: sendParent({ type: 'selection.opened' }),
          announceClosed: sendParent({ type: 'selection.closed' }),
          openOnboarding: sendParent((_, { packageId }: { packageId: PackageId }) => ({
            type: 'selection.chosen',
            packageId,
          })),
        },
      }),
      onboarding: onboardingFromStart(
        children.onboarding.provide({
          actions: {
            announceOpened: sendParent({ type: 'onboarding.opened' }),
            announceClosed: sendParent({ type: 'onboarding.closed' }),
            recordAccountCreated: sendParent({ type: 'account.recorded' }),
            recordPaymentStarted: sendParent((_, payment: { packageId: PackageId; amount: number }) => ({
              type: 'payment.started',
              ...payment,
            })),
          },
        }),
      ),
      /** App: after a payment return, how onboarding starts now; null when no payment completed. */
      readPaymentReturn: fromPromise<OnboardingStart | null>(async () => {
        throw new Error('readPaymentReturn is provided by the app');
      }),
      /** App: fetch the modal popups' code (their views come with the machine's tests and stories). */
      loadPopupDialogs: fromPromise<void>(async () => {}),
    },
    actions: {
      /** App: store the tour's completed flag and time. */
      storeTourCompleted: () => {},
      /** App: remember for this visit that package selection opened. */
      recordPackageSelectionOpened: () => {},
      /** App: store the account-created flag. */
      storeAccountCreated: () => {},
      /** App: remember for this visit that the draft's prompt was dismissed. */
      recordDraftPromptDismissed: () => {},
      /** App: store the payment-started marker. */
      storePaymentStarted: (_, _params: { packageId: PackageId; amount: number }) => {},
      tourOpened: assign({ dialogs: ({ context }) => ({ ...context.dialogs, tour: true }) }),
      tourClosed: assign({ dialogs: ({ context }) => ({ ...context.dialogs, tour: false }) }),
      selectionOpened: assign({ dialogs: ({ context }) => ({ ...context.dialogs, packageSelection: true }) }),
      selectionClosed: assign({
        dialogs: ({ context }) => ({ ...context.dialogs, packageSelection: false }),
      }),
      onboardingOpened: assign({ dialogs: ({ context }) => ({ ...context.dialogs, onboarding: true }) }),
      onboardingClosed: assign({ dialogs: ({ context }) => ({ ...context.dialogs, onboarding: false }) }),
      portalOpened: assign({ dialogs: ({ context }) => ({ ...context.dialogs, portal: true }) }),
      portalClosed: assign({ dialogs: ({ context }) => ({ ...context.dialogs, portal: false }) }),
      addDue: assign({
        due: ({ context }, { popup }: { popup: PopupName }) =>
          context.due.includes(popup) ? context.due : [...context.due, popup],
      }),
      removeDue: assign({
        due: ({ context }, { popup }: { popup: PopupName }) => context.due.filter((due) => due !== popup),
      }),
      hideTour: sendTo('tour', { type: 'tour.hide' }),
      tellPopupsTourCompleted: sendTo('popups', { type: 'tour.completed' }),
      tellPopupsTourAnnounced: sendTo('popups', { type: 'tour.announced' }),
      tellPopupsSelectionOpened: sendTo('popups', { type: 'packageSelection.open' }),
      tellPopupsPurchaseRecorded: sendTo('popups', { type: 'purchase.recorded' }),
      tellPopupsExitIntent: sendTo('popups', { type: 'exitIntent.detect' }),
      openPackageSelection: sendTo('packageSelection', { type: 'selection.open' }),
      openOnboarding: sendTo('onboarding', (_, { packageId }: { packageId: PackageId }) => ({
        type: 'onboarding.open' as const,
        packageId,
      })),
      forwardSession: sendTo('onboarding', (_, { customer }: { customer: OnboardingCustomer | null }) => ({
        type: 'session.change' as const,
        customer,
      })),
      notePage: assign({ onHome: (_, { pathname }: { pathname: string }) => isHomePage(pathname) }),
      setOnboardingStart: assign({ onboarding: (_, start: OnboardingStart) => start }),
      /**
       * Onboarding (re)started: a draft resumed from its snapshot is open from the first moment, yet
       * a restored snapshot runs no entry actions, so its 'opened' report never comes. The funnel
       * knows it from the start instead: the dialog counts as open (and the tour steps aside on the
       * 'onboarding.started' this raises).
       */
      noteOnboardingStart: assign({
        dialogs: ({ context }) => ({ ...context.dialogs, onboarding: startsOpen(context.onboarding) }),
      }),
      announceOnboardingStarted: raise({ type: 'onboarding.started' }),
      restartOnboarding: raise({ type: 'onboarding.restart' }),
      startFromOffer: assign({
        onboarding: ({ context }) => ({
          input: context.onboarding.input,
          snapshot: context.draftOffer?.snapshot,
        }),
      }),
      forgetOffer: assign({ draftOffer: null }),
    },
    guards: {
      isBlocked: ({ context }) => isPopupBlocked(context),
      isNotBlocked: ({ context }) => !isPopupBlocked(context),
      hasDraftOffer: ({ context }) => context.draftOffer !== null,
      isOnboardingOpen: ({ context }) => context.dialogs.onboarding,
      isPopupDue: ({ context }) => context.due.length > 0,
      isModalPopupDue: ({ context }) => isModalPopupDue(context),
      isNoPopupDue: ({ context }) => context.due.length === 0,
      hasStart: (_, { start }: { start: OnboardingStart | null }) => start !== null,
    },
    delays: {
      popupDialogsRetry: TIMINGS.popupDialogsRetry,
    },
  }).createMachine({
    id: 'funnel',
    context: ({ input }) => ({
      onHome: isHomePage(input.pathname),
      tour: input.tour,
      popups: input.popups,
      onboarding: input.onboarding,
      dialogs: { tour: false, packageSelection: false, onboarding: false, portal: false },
      due: [],
      draftOffer: input.onboarding.offered ?? null,
    }),
    invoke: [
      { id: 'tour', src: 'tour', input: ({ context }) => context.tour },
      { id: 'popups', src: 'popups', input: ({ context }) => context.popups },
      { id: 'packageSelection', src: 'packageSelection' },
    ],
    on: {
      'tour.opened': { actions: 'tourOpened' },
      'tour.closed': { actions: 'tourClosed' },
      'tour.completed': { actions: ['storeTourCompleted', 'tellPopupsTourCompleted'] },
      'selection.opened': {
        actions: ['selectionOpened', 'recordPackageSelectionOpened', 'hideTour', 'tellPopupsSelectionOpened'],
      },
      'selection.closed': { actions: 'selectionClosed' },
      'selection.chosen': { actions: { type: 'openOnboarding', params: ({ event }) => event } },
      'onboarding.opened': { actions: ['onboardingOpened', 'hideTour'] },
      // A resumed draft is open without an 'opened' report: the tour steps aside all the same.
      'onboarding.started': { guard: 'isOnboardingOpen', actions: 'hideTour' },
      'onboarding.closed': { actions: 'onboardingClosed' },
      'account.recorded': { actions: ['storeAccountCreated', 'tellPopupsPurchaseRecorded'] },
      'payment.started': {
        actions: [
          {
            type: 'storePaymentStarted',
            params: ({ event }) => ({ packageId: event.packageId, amount: event.amount }),
          },
          'tellPopupsPurchaseRecorded',
        ],
      },
      'popup.due': { actions: { type: 'addDue', params: ({ event }) => event } },
      'popup.gone': { actions: { type: 'removeDue', params: ({ event }) => event } },
      'popup.accepted': { actions: 'openPackageSelection' },
      'page.openPackageSelection': { actions: 'openPackageSelection' },
      'page.openOnboarding': { actions: { type: 'openOnboarding', params: ({ event }) => event } },
      'page.tourAnnounced': { actions: 'tellPopupsTourAnnounced' },
      'page.exitIntent': { actions: 'tellPopupsExitIntent' },
      'page.portalOpened': { actions: ['portalOpened', 'hideTour'] },
      'page.portalClosed': { actions: 'portalClosed' },
      'session.change': { actions: { type: 'forwardSession', params: ({ event }) => event } },
      'page.moved': { actions: { type: 'notePage', params: ({ event }) => event } },
    },
    type: 'parallel',
    states: {
      onboarding: {
        initial: 'running',
        states: {
          running: {
            entry: ['noteOnboardingStart', 'announceOnboardingStarted'],
            invoke: { id: 'onboarding', src: 'onboarding', input: ({ context }) => context.onboarding },
            // Entered again: the old onboarding stops and a new one starts from the new start.
            on: { 'onboarding.restart': { target: 'running', reenter: true } },
          },
        },
      },
      paymentReturn: {
        initial: 'idle',
        states: {
          idle: { on: { 'page.paymentReturn': 'reading' } },
          /** The app resolves the session first: onboarding opens at the domain step only signed in. */
          reading: {
            invoke: {
              id: 'readPaymentReturn',
              src: 'readPaymentReturn',
              onDone: [
                {
                  guard: { type: 'hasStart', params: ({ event }) => ({ start: event.output }) },
                  target: 'idle',
                  actions: [
                    { type: 'setOnboardingStart', params: ({ event }) => event.output! },
                    'restartOnboarding',
                  ],
                },
                { target: 'idle' },
              ],
              onError: 'idle',
            },
          },
        },
      },
      /** The "continue your project" prompt of a draft from an earlier visit. */
      draftPrompt: {
        initial: 'checking',
        states: {
          checking: { always: [{ guard: 'hasDraftOffer', target: 'offered' }, { target: 'none' }] },
          offered: {
            // Onboarding opened another way: it starts afresh and the offer is over.
            always: { guard: 'isOnboardingOpen', target: 'none', actions: 'forgetOffer' },
            on: {
              'draft.continue': {
                target: 'none',
                actions: ['startFromOffer', 'forgetOffer', 'restartOnboarding'],
              },
              'draft.dismiss': { target: 'none', actions: ['forgetOffer', 'recordDraftPromptDismissed'] },
            },
          },
          none: {},
        },
      },
      /** The modal popups' code: fetched when the first of them is due, kept for the visit. */
      popupDialogs: {
        initial: 'absent',
        states: {
          absent: { always: { guard: 'isModalPopupDue', target: 'loading' } },
          loading: {
            invoke: { id: 'loadPopupDialogs', src: 'loadPopupDialogs', onDone: 'ready', onError: 'failed' },
          },
          ready: {},
          /** The download failed (the network is down): tried again later if a modal popup is still due. */
          failed: { after: { popupDialogsRetry: 'absent' } },
        },
      },
      /** What is on screen: nothing, one popup, or something a popup waits for (a dialog, the tour, the draft's prompt). */
      interruption: {
        initial: 'clear',
        states: {
          clear: {
            always: [
              { guard: 'isBlocked', target: 'blocked' },
              { guard: 'isPopupDue', target: 'popup' },
            ],
          },
          popup: {
            always: [
              { guard: 'isBlocked', target: 'blocked' },
              { guard: 'isNoPopupDue', target: 'clear' },
            ],
          },
          blocked: {
            always: { guard: 'isNotBlocked', target: 'clear' },
          },
        },
      },
    },
  });

/** The funnel over the flows' own machines (tests, the explorer; the app provides its own). */
export const funnelMachine = createFunnelMachine({
  tour: guidedTourMachine,
  popups: popupScheduleMachine,
  packageSelection: packageSelectionMachine,
  onboarding: onboardingMachine,
});

export type FunnelMachine = typeof funnelMachine;

/** The funnel's four running flows (invoked for the funnel's life; onboarding anew after a payment return). */
export interface FunnelChildRefs {
  tour: ActorRefFrom<GuidedTourMachine>;
  popups: ActorRefFrom<PopupScheduleMachine>;
  packageSelection: ActorRefFrom<PackageSelectionMachine>;
  onboarding: ActorRefFrom<OnboardingMachine>;
}

/** The children of a funnel snapshot by id, typed as the flows they run. */
export const funnelChildren = (snapshot: SnapshotFrom<FunnelMachine>): FunnelChildRefs =>
  snapshot.children as unknown as FunnelChildRefs;
