/** View props of the guided tour. */
import type { SnapshotFrom } from 'xstate';
import {
  TOUR_STEPS,
  type GuidedTourEvent,
  type GuidedTourMachine,
  type TourStep,
} from './guided-tour.machine';

export interface GuidedTourView {
  isOpen: boolean;
  step: TourStep | null;
  /** 0-based position of the step. */
  stepIndex: number;
  stepCount: number;
  canGoBack: boolean;
  /** The primary button reads Finish on the last step. */
  isLastStep: boolean;
  onNext: () => void;
  onBack: () => void;
  onClose: () => void;
  onBackdropClick: () => void;
  onRestart: () => void;
  /** Package selection opened: the tour steps aside (not counted as completed). */
  onHide: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<GuidedTourMachine>,
  send: (event: GuidedTourEvent) => void,
): GuidedTourView => {
  const step = TOUR_STEPS.find((id) => snapshot.matches({ tour: { open: id } })) ?? null;
  const stepIndex = step ? TOUR_STEPS.indexOf(step) : -1;
  const isLastStep = stepIndex === TOUR_STEPS.length - 1;
  return {
    isOpen: step !== null,
    step,
    stepIndex,
    stepCount: TOUR_STEPS.length,
    canGoBack: stepIndex > 0,
    isLastStep,
    onNext: () => send({ type: isLastStep ? 'tour.finish' : 'step.next' }),
    onBack: () => send({ type: 'step.back' }),
    onClose: () => send({ type: 'tour.close' }),
    onBackdropClick: () => send({ type: 'backdrop.click' }),
    onRestart: () => send({ type: 'tour.restart' }),
    onHide: () => send({ type: 'tour.hide' }),
  };
};
