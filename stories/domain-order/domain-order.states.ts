/** The domain order machine's states of interest, as stories of the real domains page. */
import {
  connectDomainOrder,
  domainOrderFakes,
  domainOrderMachine,
  domainOrderStatesOfInterest,
  type DomainOrderMachine,
  type DomainOrderView,
} from '../../machines/domain-order';
import { DomainOrderPanel } from '../../src/features/domain-order/domain-order-panel.view';
import type { MachineStates } from '../support/state-story';

export const domainOrderStates: MachineStates<DomainOrderMachine, DomainOrderView> = {
  machine: domainOrderMachine,
  statesOfInterest: domainOrderStatesOfInterest,
  fakes: domainOrderFakes,
  connect: connectDomainOrder,
  View: DomainOrderPanel,
  // A story never leaves the page: the checkout after an order is only logged.
  implementations: {
    actions: { openDomainCheckout: (_, { url }) => console.info(`The page would now go to ${url}`) },
  },
};
