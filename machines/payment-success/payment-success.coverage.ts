/** How the coverage suite explores the payment-success page. */
import type { CoverageSpec } from '../testing/coverage';
import { paymentSuccessMachine, type PaymentSuccessMachine } from './payment-success.machine';
import { paidProfessional } from './payment-success.states';

export const paymentSuccessCoverage: CoverageSpec<PaymentSuccessMachine> = {
  name: 'paymentSuccess',
  machine: paymentSuccessMachine,
  inputs: [
    paidProfessional,
    { ...paidProfessional, sessionId: 'cs_test_1' },
    { packageName: null, amount: null, sessionId: null },
  ],
};
