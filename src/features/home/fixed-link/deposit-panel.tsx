import type { ActivatableProps } from '@src/components/deferred/deferred';
import { useActivation } from '../use-activation';
import { DepositPanel } from './deposit-panel.view';
import { useFixedLink } from './use-fixed-link';

/** The repair deposit (spec part 2 §4): the panel's toggle and the $99 link, over the fixedLink machine. */
export function RepairDeposit({ activated }: ActivatableProps) {
  const view = useFixedLink('repair_deposit');
  useActivation(activated, () => view.getPanelToggleProps().onClick());
  return <DepositPanel view={view} />;
}
