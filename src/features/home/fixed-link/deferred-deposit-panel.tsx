/** The repair deposit loads its machine after the first paint; until then its closed panel shows. */
import { deferred } from '@src/components/deferred/deferred';
import { DepositToggle } from './deposit-toggle.view';

export const DeferredRepairDeposit = deferred(
  () => import('../home-islands').then((module) => module.RepairDeposit),
  ({ onActivate }) => <DepositToggle aria-expanded={false} onClick={() => onActivate('toggle')} />,
  { themed: false },
);
