/** How the coverage suite explores the payment link form. */
import type { CoverageSpec } from '../testing/coverage';
import { paymentLinkMachine, type PaymentLinkMachine } from './payment-link.machine';
import { filledIn } from './payment-link.states';

export const paymentLinkCoverage: CoverageSpec<PaymentLinkMachine> = {
  name: 'paymentLink',
  machine: paymentLinkMachine,
  inputs: [undefined],
  events: { 'field.change': filledIn },
  outcomes: { createPaymentLink: { done: [{ paymentUrl: '/checkout/payment_link' }] } },
};
