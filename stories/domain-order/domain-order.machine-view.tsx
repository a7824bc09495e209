/** The domain order machine's view: its states of interest become stories of the real domains page. */
import {
  connectDomainOrder,
  domainOrderFakes,
  domainOrderMachine,
  domainOrderStatesOfInterest,
} from '@machines/domain-order';
import { DomainOrderPanel } from '@src/features/domain-order/domain-order-panel.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: domainOrderMachine,
  statesOfInterest: domainOrderStatesOfInterest,
  fakes: domainOrderFakes,
  connect: connectDomainOrder,
  View: DomainOrderPanel,
  // A story never leaves the page: the checkout after an order is only logged.
  implementations: {
    actions: { openDomainCheckout: (_, { url }) => console.info(`The page would now go to ${url}`) },
  },
});
