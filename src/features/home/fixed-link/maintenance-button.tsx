import type { ActivatableProps } from '@src/components/deferred/deferred';
import { useActivation } from '../use-activation';
import { MaintenanceButtonView } from './maintenance-button.view';
import { useFixedLink } from './use-fixed-link';

/** The maintenance subscription's link (decision 15) opened in a new tab by the machine. */
export function MaintenanceButton({ activated }: ActivatableProps) {
  const link = useFixedLink('maintenance');
  useActivation(activated, link.onOpen);
  return <MaintenanceButtonView {...link.getOpenButtonProps()} />;
}
