/** The payment link machine's view: its states of interest become stories of the real form. */
import {
  connectPaymentLink,
  paymentLinkFakes,
  paymentLinkMachine,
  paymentLinkStatesOfInterest,
} from '@machines/payment-link';
import { PaymentLinkForm } from '@src/features/admin-portal/tabs/payment-link-form.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: paymentLinkMachine,
  statesOfInterest: paymentLinkStatesOfInterest,
  fakes: paymentLinkFakes,
  connect: connectPaymentLink,
  View: PaymentLinkForm,
});
