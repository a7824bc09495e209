/**
 * The payment-provider port (decision 13). A provider opens a checkout for a recorded payment and,
 * when it is an outside service, can say whether a checkout session was paid and verify its webhooks.
 */
import type { PaymentRecord } from '../../store/records';

export interface CheckoutRequest {
  payment: PaymentRecord;
  /** Absolute URL the provider sends the browser to after paying. */
  successUrl: string;
  /** Absolute URL the provider sends the browser to after cancelling. */
  cancelUrl: string;
}

export interface CheckoutSession {
  /** Where the browser goes to pay: a path on this site (sandbox) or the provider's page. */
  url: string;
  providerSessionId: string;
}

/** What the server learns about a provider's checkout session. */
export interface SessionStatus {
  sessionId: string;
  /** Our payment id, as sent in client_reference_id. */
  paymentId: string | null;
  paid: boolean;
  /** Cents actually charged, when the provider says. */
  amountTotal: number | null;
}

/** A verified provider event; `session` is set for the events that complete a checkout. */
export interface ProviderEvent {
  eventId: string;
  type: string;
  session: SessionStatus | null;
}

export interface PaymentProvider {
  readonly name: PaymentRecord['provider'];
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the provider about a session (the success page's confirmation). */
  retrieve?(sessionId: string): Promise<SessionStatus | null>;
  /** Verifies a webhook on its raw body; rejects with WebhookSignatureError when it does not verify. */
  parseWebhook?(rawBody: Buffer, signatureHeader: string | undefined): Promise<ProviderEvent>;
}
