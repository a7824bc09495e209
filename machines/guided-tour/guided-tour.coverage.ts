/** How the coverage suite explores the guided tour. */
import type { CoverageSpec } from '../testing/coverage';
import { guidedTourMachine, type GuidedTourMachine } from './guided-tour.machine';

export const guidedTourCoverage: CoverageSpec<GuidedTourMachine> = {
  name: 'guidedTour',
  machine: guidedTourMachine,
  inputs: [{ completed: false }, { completed: true }],
};
