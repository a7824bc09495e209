/**
 * Payment errors are HttpErrors: the error middleware answers them with their status and message.
 */
import { HttpError } from '../../http/errors';

/** No such payment, session or project (or it belongs to someone else: we do not say which). */
export class PaymentNotFoundError extends HttpError {
  constructor(message = 'Payment not found') {
    super(404, message);
    this.name = 'PaymentNotFoundError';
  }
}

/** An amount, plan or package the server refuses; `field` names the payload field. */
export class PaymentValidationError extends HttpError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, message, { issues: [{ path: field, message }] });
    this.name = 'PaymentValidationError';
  }
}

/** The payment cannot take this step in its current state (paid, cancelled, other provider). */
export class PaymentStateError extends HttpError {
  constructor(message: string) {
    super(409, message);
    this.name = 'PaymentStateError';
  }
}

/** A webhook whose Stripe-Signature does not match its raw body (forged, altered or stale). */
export class WebhookSignatureError extends HttpError {
  constructor() {
    super(400, 'Invalid webhook signature');
    this.name = 'WebhookSignatureError';
  }
}

/** Stripe webhooks arrive while no Stripe secret is configured. */
export class WebhookNotConfiguredError extends HttpError {
  constructor() {
    super(404, 'Stripe webhooks are not configured');
    this.name = 'WebhookNotConfiguredError';
  }
}

/**
 * The payment provider failed (refused the call, or could not be reached). Not an HttpError: the
 * error middleware answers 502 with a fixed text and logs what the provider said, never the
 * request. The provider's own error is the cause.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly details: { type?: string; code?: string; requestId?: string },
    options: { cause: unknown },
  ) {
    super('The payment provider failed', options);
    this.name = 'PaymentProviderError';
  }
}
