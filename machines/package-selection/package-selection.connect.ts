/** View props of the package selection modal. */
import type { SnapshotFrom } from 'xstate';
import { packageList, type PackageId, type WebsitePackage } from '@contract/catalogue';
import type { PackageSelectionEvent, PackageSelectionMachine } from './package-selection.machine';

export interface PackageSelectionView {
  isOpen: boolean;
  packages: readonly WebsitePackage[];
  onOpen: () => void;
  onClose: () => void;
  onChoose: (packageId: PackageId) => void;
}

export const connect = (
  snapshot: SnapshotFrom<PackageSelectionMachine>,
  send: (event: PackageSelectionEvent) => void,
): PackageSelectionView => ({
  isOpen: snapshot.matches('open'),
  packages: packageList,
  onOpen: () => send({ type: 'selection.open' }),
  onClose: () => send({ type: 'selection.close' }),
  onChoose: (packageId) => send({ type: 'package.choose', packageId }),
});
