/** The package selection machine, wired to what the page does around it. */
import {
  connectPackageSelection,
  packageSelectionMachine,
  type OpenOnboardingParams,
  type PackageSelectionView,
} from '../../../machines/package-selection';
import { useFlow } from '../use-flow';

export interface PackageSelectionEffects {
  /** The modal opened: the tour steps aside and the ready card stays away. */
  onOpened: () => void;
  /** A package was chosen and the modal is gone: onboarding opens with it. */
  openOnboarding: (params: OpenOnboardingParams) => void;
}

export const usePackageSelection = ({
  onOpened,
  openOnboarding,
}: PackageSelectionEffects): PackageSelectionView =>
  useFlow(packageSelectionMachine, connectPackageSelection, {
    implementations: {
      actions: {
        announceOpened: () => onOpened(),
        openOnboarding: (_, params) => openOnboarding(params),
      },
    },
  });
