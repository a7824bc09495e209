/**
 * The checkout machine's services over the data layer. A refusal reaches the machine with the
 * server's message (or none, so the page shows its translated fallback) and its status; see
 * `src/api/service-error`.
 */
import type { PaymentCallInput } from '../../../machines/checkout';
import { callRoute } from '../../api/call-route';
import { asService } from '../../api/service-error';

export const checkoutCalls = {
  loadPayment: ({ paymentId }: PaymentCallInput) =>
    asService(callRoute('checkout', { params: { paymentId } })),
  pay: ({ paymentId }: PaymentCallInput) => asService(callRoute('checkoutPay', { params: { paymentId } })),
  cancel: ({ paymentId }: PaymentCallInput) =>
    asService(callRoute('checkoutCancel', { params: { paymentId } })),
};
