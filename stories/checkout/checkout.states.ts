/** The checkout machine's states of interest, as stories of the real checkout card. */
import {
  checkoutFakes,
  checkoutMachine,
  checkoutStatesOfInterest,
  connectCheckout,
  type CheckoutMachine,
  type CheckoutView,
} from '../../machines/checkout';
import { CheckoutCard } from '../../src/features/checkout/checkout-card.view';
import type { MachineStates } from '../support/state-story';

export const checkoutStates: MachineStates<CheckoutMachine, CheckoutView> = {
  machine: checkoutMachine,
  statesOfInterest: checkoutStatesOfInterest,
  fakes: checkoutFakes,
  connect: connectCheckout,
  View: CheckoutCard,
  // A story never leaves the page: the redirect after paying or cancelling is only logged.
  implementations: {
    actions: { navigateTo: (_, { url }) => console.info(`The checkout would now go to ${url}`) },
  },
};
