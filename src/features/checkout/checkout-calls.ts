/**
 * The checkout machine's services over the data layer. A refusal reaches the machine as an Error
 * carrying the server's own message and its status (what `machines/shared/errors` reads); a
 * failure with no server answer carries no message, so the page shows its translated fallback.
 */
import { errorBodySchema } from '../../../contract/errors';
import type { PaymentCallInput } from '../../../machines/checkout';
import { ApiError } from '../../api/api-error';
import { callRoute } from '../../api/call-route';

/** The `message` of a JSON error body, else the "{status}: {text}" of the answer. */
const serverMessageOf = (error: ApiError): string => {
  try {
    const body = errorBodySchema.safeParse(JSON.parse(error.text));
    if (body.success && body.data.message.trim() !== '') return body.data.message;
  } catch {
    // Not JSON: a proxy's or the platform's own error page.
  }
  return error.message;
};

export const toServiceError = (error: unknown): Error =>
  error instanceof ApiError
    ? Object.assign(new Error(serverMessageOf(error), { cause: error }), { status: error.status })
    : new Error('', { cause: error });

const rethrowing = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    throw toServiceError(error);
  }
};

export const checkoutCalls = {
  loadPayment: ({ paymentId }: PaymentCallInput) =>
    rethrowing(callRoute('checkout', { params: { paymentId } })),
  pay: ({ paymentId }: PaymentCallInput) => rethrowing(callRoute('checkoutPay', { params: { paymentId } })),
  cancel: ({ paymentId }: PaymentCallInput) =>
    rethrowing(callRoute('checkoutCancel', { params: { paymentId } })),
};
