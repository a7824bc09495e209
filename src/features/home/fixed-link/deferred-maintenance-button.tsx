/** The maintenance button loads its machine after the first paint; until then it looks the same. */
import { deferred } from '@src/components/deferred/deferred';
import { MaintenanceButtonView } from './maintenance-button.view';

export const DeferredMaintenanceButton = deferred(
  () => import('../home-islands').then((module) => module.MaintenanceButton),
  ({ onActivate }) => <MaintenanceButtonView onClick={() => onActivate()} />,
  { themed: false },
);
