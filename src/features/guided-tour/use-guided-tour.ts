/** The guided tour machine, wired to the page: the stored flag, the page-wide announcement. */
import { connectGuidedTour, guidedTourMachine, type GuidedTourView } from '../../../machines/guided-tour';
import { dispatchPageEvent } from '../../app/page-events';
import { useFlow } from '../use-flow';

export interface GuidedTourOptions {
  /** The stored "tour completed" flag. */
  completed: boolean;
  /** What is left of the tour's start delay since the page loaded (the code loads after the first paint). */
  startDelayMs: number;
  /** The tour was completed: stored, and the sales popups start counting. */
  onCompleted: () => void;
}

export const useGuidedTour = ({ completed, startDelayMs, onCompleted }: GuidedTourOptions): GuidedTourView =>
  useFlow(guidedTourMachine, connectGuidedTour, {
    input: { completed },
    implementations: {
      actions: {
        storeTourCompleted: () => onCompleted(),
        dispatchTourCompleted: () => dispatchPageEvent('tourCompleted'),
      },
      delays: { tourStart: startDelayMs },
    },
  });
