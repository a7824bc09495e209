/** How the coverage suite explores the sales popups. */
import type { CoverageSpec } from '../testing/coverage';
import { popupScheduleMachine, type PopupScheduleMachine } from './popup-schedule.machine';
import { tourCompletedEarlier } from './popup-schedule.states';

export const popupScheduleCoverage: CoverageSpec<PopupScheduleMachine> = {
  name: 'popupSchedule',
  machine: popupScheduleMachine,
  inputs: [
    { ...tourCompletedEarlier, tourCompletedAt: null },
    tourCompletedEarlier,
    { ...tourCompletedEarlier, paymentRecorded: true },
  ],
};
