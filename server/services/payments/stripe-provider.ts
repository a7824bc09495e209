/**
 * The Stripe adapter, used when a Stripe secret key is configured: Checkout Sessions created with an
 * idempotency key (the payment id, so a retried request never opens a second session), our payment
 * id as client_reference_id, and webhooks verified on the raw body. The Stripe library is loaded on
 * the first call (~10 MB of memory a server without Stripe never needs), and its errors leave
 * this adapter as PaymentProviderError, so nothing else depends on the library.
 */
import type Stripe from 'stripe';
import { PaymentProviderError, WebhookSignatureError } from './errors';
import type { PaymentProvider, ProviderEvent, SessionStatus } from './provider';

export interface StripeProviderConfig {
  secretKey: string;
  /** The endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Where the Stripe API is; tests point it at a local fake. Default: api.stripe.com over https. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Events that complete a checkout; async methods (bank debits) complete with the second one. */
const COMPLETING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

interface StripeLibrary {
  client: Stripe;
  errors: typeof Stripe.errors;
}

/** A call to Stripe, its failures as PaymentProviderError (what Stripe said: type, code, request id). */
async function calling<T>(library: StripeLibrary, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof library.errors.StripeError)) throw error;
    const { type, code, requestId } = error;
    throw new PaymentProviderError({ type, code, requestId }, { cause: error });
  }
}

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  let loading: Promise<StripeLibrary> | undefined;
  const load = () =>
    (loading ??= import('stripe').then(({ default: StripeClient }) => ({
      client: new StripeClient(config.secretKey, {
        ...(config.api ?? {}),
        // Safe because every create carries an idempotency key.
        maxNetworkRetries: 2,
        telemetry: false,
      }),
      errors: StripeClient.errors,
    })));

  return {
    name: 'stripe',

    async createCheckout({ payment, successUrl, cancelUrl }) {
      const library = await load();
      const session = await calling(library, () =>
        library.client.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: payment.id,
            ...(payment.customerEmail ? { customer_email: payment.customerEmail } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: payment.amountCents,
                  product_data: { name: payment.description },
                },
              },
            ],
            success_url: successUrl,
            cancel_url: cancelUrl,
            metadata: { paymentId: payment.id, purpose: payment.purpose },
          },
          { idempotencyKey: payment.id },
        ),
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { url: session.url, providerSessionId: session.id };
    },

    async retrieve(sessionId) {
      const library = await load();
      return calling(library, async () => {
        try {
          return toSessionStatus(await library.client.checkout.sessions.retrieve(sessionId));
        } catch (error) {
          if (error instanceof library.errors.StripeInvalidRequestError && error.statusCode === 404)
            return null;
          throw error;
        }
      });
    },

    async parseWebhook(rawBody, signatureHeader): Promise<ProviderEvent> {
      const { client } = await load();
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signatureHeader ?? '', config.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const session = COMPLETING_EVENTS.has(event.type)
        ? toSessionStatus(event.data.object as Stripe.Checkout.Session)
        : null;
      return { eventId: event.id, type: event.type, session };
    },
  };
}

function toSessionStatus(session: Stripe.Checkout.Session): SessionStatus {
  return {
    sessionId: session.id,
    paymentId: session.client_reference_id ?? null,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    amountTotal: session.amount_total ?? null,
  };
}
