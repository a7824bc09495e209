import { DomainOrderPanel } from './domain-order-panel.view';
import { useDomainOrder } from './use-domain-order';

/** The domain order machine, rendered. */
export function DomainOrderScreen() {
  return <DomainOrderPanel view={useDomainOrder()} />;
}
