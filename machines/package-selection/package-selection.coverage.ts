/** How the coverage suite explores package selection. */
import type { CoverageSpec } from '../testing/coverage';
import { packageSelectionMachine, type PackageSelectionMachine } from './package-selection.machine';

export const packageSelectionCoverage: CoverageSpec<PackageSelectionMachine> = {
  name: 'packageSelection',
  machine: packageSelectionMachine,
  inputs: [undefined],
  events: { 'package.choose': [{ type: 'package.choose', packageId: 'enterprise' }] },
};
