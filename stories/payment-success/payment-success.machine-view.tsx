/** The payment-success machine's view: its states of interest become stories of the real page card (or its "no payment found"). */
import {
  connectPaymentSuccess,
  paymentSuccessFakes,
  paymentSuccessMachine,
  paymentSuccessStatesOfInterest,
} from '@machines/payment-success';
import { PaymentOutcome } from '@src/features/payment-success/payment-outcome.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: paymentSuccessMachine,
  statesOfInterest: paymentSuccessStatesOfInterest,
  fakes: paymentSuccessFakes,
  connect: connectPaymentSuccess,
  View: PaymentOutcome,
  // A story never leaves the page or writes storage: the redirect is only logged.
  implementations: {
    actions: {
      navigateToCompleteDetails: () => console.info('The page would now go to /#complete-details'),
    },
  },
});
