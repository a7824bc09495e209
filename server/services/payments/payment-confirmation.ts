/**
 * The one idempotent fulfilment (decision 13) and the two ways a provider reports a paid checkout:
 * the signed webhook and the success page's confirmation. Whichever arrives first applies the
 * payment; `markPaidOnce` makes every later report a no-op.
 */
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Store } from '../../store/port';
import type { PaymentRecord } from '../../store/records';
import { PaymentNotFoundError, WebhookNotConfiguredError } from './errors';
import { applyPaymentEffects } from './fulfilment';
import type { PaymentProvider, SessionStatus } from './provider';

export interface FulfilResult {
  payment: PaymentRecord;
  /** True only for the call that moved the payment to paid and applied its effects. */
  applied: boolean;
}

export interface WebhookResult {
  received: true;
  applied: boolean;
  /** The event id had been processed before (a replay or Stripe's retry). */
  duplicate: boolean;
}

export interface PaymentConfirmation {
  fulfil(paymentId: string): Promise<FulfilResult>;
  /** GET /api/payments/confirm?session_id=: asks the provider, fulfils when paid, returns the payment. */
  confirmCheckoutSession(sessionId: string): Promise<PaymentRecord>;
  /** POST /api/stripe/webhook with the raw body and the Stripe-Signature header. */
  handleStripeWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<WebhookResult>;
}

export interface ConfirmationDeps {
  store: Pick<
    Store,
    'payments' | 'processedEvents' | 'projects' | 'subscriptions' | 'customers' | 'domainOrders'
  >;
  provider: PaymentProvider;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  onPaid?: (payment: PaymentRecord) => Promise<void>;
}

export function createConfirmation(deps: ConfirmationDeps): PaymentConfirmation {
  const { store, provider, clock, logger } = deps;

  async function fulfil(paymentId: string): Promise<FulfilResult> {
    const now = clock.now();
    const paid = await store.payments.markPaidOnce(paymentId, now);
    if (paid) {
      await applyPaymentEffects(store, paid, now, deps.newId);
      // Once: only the call that moved the payment to paid gets here.
      await deps.onPaid?.(paid).catch((error: unknown) => logger.error('payment notice failed', { error }));
      return { payment: paid, applied: true };
    }
    const payment = await store.payments.findById(paymentId);
    if (!payment) throw new PaymentNotFoundError();
    return { payment, applied: false };
  }

  /** Fulfils the payment a provider session belongs to, after checking that they match. */
  async function fulfilSession(session: SessionStatus): Promise<FulfilResult | null> {
    const payment =
      (session.paymentId ? await store.payments.findById(session.paymentId) : null) ??
      (await store.payments.findByProviderSession(session.sessionId));
    if (!payment) {
      logger.warn('payment session without a payment here', { sessionId: session.sessionId });
      return null;
    }
    if (payment.providerSessionId && payment.providerSessionId !== session.sessionId) {
      logger.warn('payment session does not match the payment', {
        paymentId: payment.id,
        sessionId: session.sessionId,
      });
      return null;
    }
    if (session.amountTotal !== null && session.amountTotal !== payment.amountCents) {
      logger.error('paid amount differs from the payment', {
        paymentId: payment.id,
        expected: payment.amountCents,
        received: session.amountTotal,
      });
      return null;
    }
    if (!session.paid) return { payment, applied: false };
    return fulfil(payment.id);
  }

  return {
    fulfil,

    async confirmCheckoutSession(sessionId) {
      if (provider.retrieve) {
        const session = await provider.retrieve(sessionId);
        if (!session) throw new PaymentNotFoundError();
        const result = await fulfilSession(session);
        if (!result) throw new PaymentNotFoundError();
        return result.payment;
      }
      // The sandbox pays on its own page; here it only reports the payment.
      const payment = await store.payments.findByProviderSession(sessionId);
      if (!payment) throw new PaymentNotFoundError();
      return payment;
    },

    async handleStripeWebhook(rawBody, signatureHeader) {
      if (!provider.parseWebhook) throw new WebhookNotConfiguredError();
      const event = await provider.parseWebhook(rawBody, signatureHeader);
      // Fulfil first, record the event id after: a failed attempt stays retryable by Stripe, and a
      // replay that gets this far changes nothing because fulfil is idempotent.
      const result = event.session ? await fulfilSession(event.session) : null;
      const firstTime = await store.processedEvents.markOnce(event.eventId, clock.now());
      return { received: true, applied: result?.applied ?? false, duplicate: !firstTime };
    },
  };
}
