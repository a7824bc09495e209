/**
 * View props of the funnel: each flow's own view (its connect over its child's snapshot), with
 * the popups shown one at a time as the funnel decides, and what the page around them needs.
 */
import type { SnapshotFrom } from 'xstate';
import { connectGuidedTour, type GuidedTourMachine, type GuidedTourView } from '../guided-tour';
import {
  ONBOARDING_STEPS,
  connectOnboarding,
  type OnboardingMachine,
  type OnboardingView,
} from '../onboarding';
import {
  connectPackageSelection,
  type PackageSelectionMachine,
  type PackageSelectionView,
} from '../package-selection';
import { connectPopupSchedule, type PopupScheduleMachine, type PopupScheduleView } from '../popup-schedule';
import {
  isDialogOpen,
  popupDialogsCode,
  shownPopup,
  type FunnelEvent,
  type FunnelMachine,
} from './funnel.machine';

/** The funnel's snapshot and its children's, as the app subscribes to them. */
export interface FunnelSnapshots {
  funnel: SnapshotFrom<FunnelMachine>;
  tour: SnapshotFrom<GuidedTourMachine>;
  popups: SnapshotFrom<PopupScheduleMachine>;
  packageSelection: SnapshotFrom<PackageSelectionMachine>;
  onboarding: SnapshotFrom<OnboardingMachine>;
}

/** Where each view's events go: the funnel, or the child they are for. */
export interface FunnelSenders {
  funnel: (event: FunnelEvent) => void;
  tour: Parameters<typeof connectGuidedTour>[1];
  popups: Parameters<typeof connectPopupSchedule>[1];
  packageSelection: Parameters<typeof connectPackageSelection>[1];
  onboarding: Parameters<typeof connectOnboarding>[1];
}

export interface FunnelView {
  tour: GuidedTourView;
  /** Only the popup on screen is open; the others wait their turn. */
  popups: PopupScheduleView;
  packageSelection: PackageSelectionView;
  onboarding: OnboardingView;
  /** The home page, in any language: the tour, its button and the popups show there only. */
  onHome: boolean;
  /** The tour, package selection or onboarding is on screen. */
  dialogOpen: boolean;
  /** A dialog or a modal popup is on screen: the floating corner steps aside (a modal's backdrop). */
  modalOpen: boolean;
  /** The pointer left the page through its top edge. */
  onExitIntent: () => void;
  /** "Continue your project": a draft of an earlier visit, offered instead of reopened. */
  draftPrompt: DraftPromptView;
}

export interface DraftPromptView {
  isOpen: boolean;
  /** The step the draft resumes at, 1-based, of `stepCount`. */
  stepNumber: number;
  stepCount: number;
  onContinue: () => void;
  onDismiss: () => void;
}

export const connect = (snapshots: FunnelSnapshots, send: FunnelSenders): FunnelView => {
  const schedule = connectPopupSchedule(snapshots.popups, send.popups);
  const shown = shownPopup(snapshots.funnel.context, popupDialogsCode(snapshots.funnel));
  const only = <T extends { isOpen: boolean }>(name: typeof shown, popup: T): T => ({
    ...popup,
    isOpen: popup.isOpen && shown === name,
  });
  const popups: PopupScheduleView = {
    ...schedule,
    exitIntent: only('exitIntent', schedule.exitIntent),
    secondPopup: only('secondPopup', schedule.secondPopup),
    cornerCard: only('cornerCard', schedule.cornerCard),
    readyCard: only('readyCard', schedule.readyCard),
  };
  const dialogOpen = isDialogOpen(snapshots.funnel.context);
  return {
    tour: connectGuidedTour(snapshots.tour, send.tour),
    popups,
    packageSelection: connectPackageSelection(snapshots.packageSelection, send.packageSelection),
    onboarding: connectOnboarding(snapshots.onboarding, send.onboarding),
    onHome: snapshots.funnel.context.onHome,
    dialogOpen,
    modalOpen: dialogOpen || popups.exitIntent.isOpen || popups.secondPopup.isOpen,
    onExitIntent: () => send.funnel({ type: 'page.exitIntent' }),
    draftPrompt: connectDraftPrompt(snapshots.funnel, send.funnel),
  };
};

/** The funnel's own view: the "continue your project" prompt of a draft from an earlier visit. */
export const connectDraftPrompt = (
  snapshot: SnapshotFrom<FunnelMachine>,
  send: (event: FunnelEvent) => void,
): DraftPromptView => {
  const offer = snapshot.context.draftOffer;
  return {
    isOpen: offer !== null,
    stepNumber: offer ? ONBOARDING_STEPS.indexOf(offer.step) + 1 : 0,
    stepCount: ONBOARDING_STEPS.length,
    onContinue: () => send({ type: 'draft.continue' }),
    onDismiss: () => send({ type: 'draft.dismiss' }),
  };
};
