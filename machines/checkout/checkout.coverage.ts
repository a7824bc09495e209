/** How the coverage suite explores the checkout page. */
import type { CoverageSpec } from '../testing/coverage';
import {
  CANCEL_REDIRECT,
  cancelledCheckout,
  paidCheckout,
  sampleCheckout,
  serverRefusal,
} from './checkout.fakes';
import { checkoutMachine, type CheckoutMachine } from './checkout.machine';
import { pay123 } from './checkout.states';

export const checkoutCoverage: CoverageSpec<CheckoutMachine> = {
  name: 'checkout',
  machine: checkoutMachine,
  inputs: [pay123],
  outcomes: {
    loadPayment: {
      done: [sampleCheckout, paidCheckout, cancelledCheckout],
      error: [serverRefusal(404, 'Payment not found'), serverRefusal(500, 'Internal server error')],
    },
    pay: { done: [{ redirectUrl: sampleCheckout.returnUrl }], error: [serverRefusal(502, 'Declined')] },
    cancel: { done: [{ redirectUrl: CANCEL_REDIRECT }], error: [new Error('Network error')] },
  },
};
