/** Package selection's view: its states of interest become stories of the real dialog. */
import {
  connectPackageSelection,
  packageSelectionMachine,
  packageSelectionStatesOfInterest,
} from '@machines/package-selection';
import { PackageSelectionDialog } from '@src/features/funnel/package-selection/package-selection-dialog.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: packageSelectionMachine,
  statesOfInterest: packageSelectionStatesOfInterest,
  fakes: {},
  connect: connectPackageSelection,
  View: PackageSelectionDialog,
  // A story never opens onboarding: the hand-off is only logged.
  implementations: {
    actions: {
      openOnboarding: (_, { packageId }) => console.info(`Onboarding would now open with ${packageId}`),
    },
  },
});
