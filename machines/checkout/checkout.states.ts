/** The checkout page's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import { cancelledCheckout, paidCheckout, serverRefusal } from './checkout.fakes';
import type { CheckoutEvent, CheckoutInput } from './checkout.machine';

type Entry = StateOfInterest<CheckoutEvent, CheckoutInput>;
export const pay123: CheckoutInput = { paymentId: 'pay_123' };
const pay: CheckoutEvent = { type: 'checkout.pay' };
const cancel: CheckoutEvent = { type: 'checkout.cancel' };
const declined = { error: serverRefusal(502, 'The payment provider is unavailable') };

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Loading',
    description: 'The payment is being loaded: a skeleton.',
    input: pay123,
    events: [],
    answers: { loadPayment: 'pending' },
    expected: 'loading',
  },
  {
    name: 'Ready to pay',
    description: 'What is bought, the amount, Pay and Cancel.',
    input: pay123,
    events: [],
    expected: 'ready',
  },
  {
    name: 'Paying',
    description: 'Pay was pressed: the buttons are disabled.',
    input: pay123,
    events: [pay],
    answers: { pay: 'pending' },
    expected: 'paying',
  },
  {
    name: 'Redirecting',
    description: 'Paid: the browser goes to the payment-success page.',
    input: pay123,
    events: [pay],
    expected: 'redirecting',
  },
  {
    name: 'Payment failed',
    description: "The server refused the payment: its message and 'Try again'.",
    input: pay123,
    events: [pay],
    answers: { pay: declined },
    expected: 'payError',
  },
  {
    name: 'Cancelling',
    description: 'Cancel was pressed: the buttons are disabled.',
    input: pay123,
    events: [cancel],
    answers: { cancel: 'pending' },
    expected: 'cancelling',
  },
  {
    name: 'Cancel failed',
    description: "Cancelling failed: its message and 'Try again'.",
    input: pay123,
    events: [cancel],
    answers: { cancel: { error: new Error('Network error') } },
    expected: 'cancelError',
  },
  {
    name: 'Already paid',
    description: 'The payment was paid before: a link to continue.',
    input: pay123,
    events: [],
    answers: { loadPayment: { output: paidCheckout } },
    expected: 'alreadyPaid',
  },
  {
    name: 'Cancelled',
    description: 'The payment was cancelled: nothing to pay.',
    input: pay123,
    events: [],
    answers: { loadPayment: { output: cancelledCheckout } },
    expected: 'cancelled',
  },
  {
    name: 'Not found',
    description: 'No payment has this id (404).',
    input: { paymentId: 'pay_missing' },
    events: [],
    answers: { loadPayment: { error: serverRefusal(404, 'Payment not found') } },
    expected: 'notFound',
  },
  {
    name: 'Load failed',
    description: "The payment could not be loaded: the message and 'Try again'.",
    input: pay123,
    events: [],
    answers: { loadPayment: { error: serverRefusal(500, 'Internal server error') } },
    expected: 'loadError',
  },
];
