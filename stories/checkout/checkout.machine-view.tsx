/** The checkout machine's view: its states of interest become stories of the real checkout card. */
import {
  checkoutFakes,
  checkoutMachine,
  checkoutStatesOfInterest,
  connectCheckout,
} from '../../machines/checkout';
import { CheckoutCard } from '../../src/features/checkout/checkout-card.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: checkoutMachine,
  statesOfInterest: checkoutStatesOfInterest,
  fakes: checkoutFakes,
  connect: connectCheckout,
  View: CheckoutCard,
  // A story never leaves the page: the redirect after paying or cancelling is only logged.
  implementations: {
    actions: { navigateTo: (_, { url }) => console.info(`The checkout would now go to ${url}`) },
  },
});
