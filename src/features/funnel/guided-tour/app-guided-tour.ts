/** The guided tour machine wired to the page: its start delay and the page-wide announcement. */
import { guidedTourMachine, type GuidedTourMachine } from '@machines/guided-tour';
import { dispatchPageEvent } from '@src/app/page-events';

/** `startDelayMs`: what is left of the tour's 2 s since the page loaded (the code loads after the first paint). */
export const appGuidedTour = (startDelayMs: number): GuidedTourMachine =>
  guidedTourMachine.provide({
    actions: { dispatchTourCompleted: () => dispatchPageEvent('tourCompleted') },
    delays: { tourStart: startDelayMs },
  });
