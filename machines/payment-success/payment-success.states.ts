/** The payment-success page's states worth a story each. */
import { timePasses, type StateOfInterest } from '../shared/states-of-interest';
import { TIMINGS } from '../timings';
import type { PaymentSuccessEvent, PaymentSuccessInput } from './payment-success.machine';

type Entry = StateOfInterest<PaymentSuccessEvent, PaymentSuccessInput>;
export const paidProfessional: PaymentSuccessInput = {
  packageName: 'professional',
  amount: '2995',
  sessionId: null,
};

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Thank you',
    description: 'The success message, before the redirect.',
    input: paidProfessional,
    events: [],
    expected: { redirect: 'counting', confirmation: 'notNeeded' },
  },
  {
    name: 'No payment found',
    description: 'No query (or no amount above $0, no session): no payment, no redirect.',
    input: { packageName: null, amount: null, sessionId: null },
    events: [],
    expected: { redirect: 'noPayment', confirmation: 'notNeeded' },
  },
  {
    name: 'Confirming a Stripe payment',
    description: 'A session id in the address is being confirmed.',
    input: { ...paidProfessional, sessionId: 'cs_test_1' },
    events: [],
    answers: { confirmPayment: 'pending' },
    expected: { redirect: 'counting', confirmation: 'confirming' },
  },
  {
    name: 'Redirecting',
    description: "3 s later: 'Redirecting...'.",
    input: paidProfessional,
    events: [timePasses(TIMINGS.paymentSuccessRedirect)],
    expected: { redirect: 'redirected', confirmation: 'notNeeded' },
  },
];
