import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer as customerRecord, project as projectRecord } from '../../store/contract/fixtures';
import { createSqliteStore } from '../../store/sqlite/sqlite-store';
import { PaymentNotFoundError, WebhookNotConfiguredError, WebhookSignatureError } from './errors';
import { createPaymentService } from './payment.service';
import { createStripeProvider } from './stripe-provider';
import { startFakeStripeApi, type FakeSession, type FakeStripeApi } from './test-fixtures/fake-stripe-api';

const WEBHOOK_SECRET = 'whsec_test_secret';
const ORIGIN = 'https://agency.example';

let fake: FakeStripeApi;
beforeAll(async () => {
  fake = await startFakeStripeApi();
});
afterAll(async () => {
  await fake.close();
});

async function setup() {
  const store = createSqliteStore();
  const provider = createStripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    api: fake.api,
  });
  const payments = createPaymentService({ store, provider, publicOrigin: ORIGIN });
  const customer = await store.customers.create(customerRecord({ email: 'ada@example.com' }));
  const project = await store.projects.create(
    projectRecord({ customerId: customer.id, totalAmount: 100000 }),
  );
  /** An admin link for the whole project, so a paid checkout shows in the project's balance. */
  const checkout = async () => {
    const { paymentId, paymentUrl } = await payments.createPaymentLink({
      amountDollars: 1000,
      description: 'Website',
      customerName: 'Ada Lovelace',
      customerEmail: customer.email,
      projectId: project.id,
    });
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === paymentId);
    if (!session || !paymentId) throw new Error('no session');
    return { paymentId, paymentUrl, session };
  };
  const paidAmount = async () => (await store.projects.findById(project.id))?.paidAmount;
  return { store, payments, customer, project, checkout, paidAmount };
}

let eventCounter = 0;
function signedEvent(session: FakeSession, options: { type?: string; id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${++eventCounter}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: options.type ?? 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return { body: Buffer.from(payload), header };
}

describe('Stripe Checkout sessions', () => {
  it('creates a session with the payment id as idempotency key and client reference', async () => {
    const { payments, customer, store } = await setup();
    const { paymentId, paymentUrl } = await payments.createPackagePayment({
      customer,
      amountDollars: 2995,
      packageType: 'professional',
    });
    const call = fake.creates.at(-1);
    expect(call?.idempotencyKey).toBe(paymentId);
    expect(call?.authorization).toBe('Bearer sk_test_fake');
    expect(Object.fromEntries(call?.form ?? [])).toMatchObject({
      mode: 'payment',
      client_reference_id: paymentId,
      customer_email: 'ada@example.com',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '299500',
      'line_items[0][price_data][product_data][name]': 'Professional website package',
      success_url: `${ORIGIN}/payment-success?package=professional&amount=2995&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/#pricing`,
    });
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === paymentId);
    expect(paymentUrl).toBe(session?.url);
    expect(await store.payments.findById(paymentId!)).toMatchObject({
      provider: 'stripe',
      providerSessionId: session?.id,
      status: 'pending',
    });
  });

  it('does not let the sandbox page pay a Stripe payment', async () => {
    const { payments, checkout } = await setup();
    const { paymentId } = await checkout();
    await expect(payments.pay(paymentId)).rejects.toMatchObject({ status: 409 });
  });
});

describe('Stripe webhook', () => {
  it('fulfils a signed checkout.session.completed event', async () => {
    const { payments, checkout, paidAmount, store, project } = await setup();
    const { paymentId, session } = await checkout();
    const { body, header } = signedEvent(fake.markPaid(session.id));
    await expect(payments.handleStripeWebhook(body, header)).resolves.toEqual({
      received: true,
      applied: true,
      duplicate: false,
    });
    expect((await store.payments.findById(paymentId))?.status).toBe('paid');
    expect(await paidAmount()).toBe(100000);
    expect((await store.projects.findById(project.id))?.status).toBe('paid_full');
  });

  it('still fulfils a payment whose cancel was pressed on this site before Stripe reported it paid', async () => {
    const { payments, checkout, paidAmount, store } = await setup();
    const { paymentId, session } = await checkout();
    // Only the sandbox cancel is final: a Stripe checkout may still be paid after it.
    await expect(payments.cancel(paymentId)).resolves.toEqual({ redirectUrl: '/#customer-portal' });
    expect((await store.payments.findById(paymentId))?.status).toBe('pending');
    const { body, header } = signedEvent(fake.markPaid(session.id));
    await expect(payments.handleStripeWebhook(body, header)).resolves.toMatchObject({ applied: true });
    expect((await store.payments.findById(paymentId))?.status).toBe('paid');
    expect(await paidAmount()).toBe(100000);
    await expect(payments.cancel(paymentId)).rejects.toMatchObject({ status: 409 });
  });

  it('applies a replayed event once', async () => {
    const { payments, checkout, paidAmount } = await setup();
    const { session } = await checkout();
    const event = signedEvent(fake.markPaid(session.id));
    await payments.handleStripeWebhook(event.body, event.header);
    await expect(payments.handleStripeWebhook(event.body, event.header)).resolves.toEqual({
      received: true,
      applied: false,
      duplicate: true,
    });
    // Stripe may also send a second, different event for the same session.
    const again = signedEvent(session, { type: 'checkout.session.async_payment_succeeded' });
    await expect(payments.handleStripeWebhook(again.body, again.header)).resolves.toMatchObject({
      applied: false,
    });
    expect(await paidAmount()).toBe(100000);
  });

  it('refuses a forged signature, an altered body and a missing header', async () => {
    const { payments, checkout, paidAmount } = await setup();
    const { session } = await checkout();
    const paid = fake.markPaid(session.id);
    const forged = signedEvent(paid, { secret: 'whsec_attacker' });
    await expect(payments.handleStripeWebhook(forged.body, forged.header)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const genuine = signedEvent({ ...paid, amount_total: 1 });
    const altered = Buffer.from(genuine.body.toString().replace('"amount_total":1', '"amount_total":100000'));
    await expect(payments.handleStripeWebhook(altered, genuine.header)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid webhook signature',
    });
    await expect(payments.handleStripeWebhook(genuine.body, undefined)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    expect(await paidAmount()).toBe(0);
  });

  it('ignores an unpaid session and an amount that differs from the payment', async () => {
    const { payments, checkout, paidAmount } = await setup();
    const { session } = await checkout();
    const unpaid = signedEvent(session);
    await expect(payments.handleStripeWebhook(unpaid.body, unpaid.header)).resolves.toMatchObject({
      applied: false,
    });
    const wrongAmount = signedEvent({ ...fake.markPaid(session.id), amount_total: 50 });
    await expect(payments.handleStripeWebhook(wrongAmount.body, wrongAmount.header)).resolves.toMatchObject({
      applied: false,
    });
    expect(await paidAmount()).toBe(0);
  });

  it('acknowledges events it does not act on', async () => {
    const { payments, checkout } = await setup();
    const { session } = await checkout();
    const other = signedEvent(session, { type: 'checkout.session.expired' });
    await expect(payments.handleStripeWebhook(other.body, other.header)).resolves.toEqual({
      received: true,
      applied: false,
      duplicate: false,
    });
  });

  it('answers 404 when Stripe is not configured', async () => {
    const payments = createPaymentService({ store: createSqliteStore(), publicOrigin: ORIGIN });
    await expect(payments.handleStripeWebhook(Buffer.from('{}'), 't=1,v1=x')).rejects.toBeInstanceOf(
      WebhookNotConfiguredError,
    );
  });
});

describe('success-page confirmation', () => {
  it('fulfils from the retrieved session, and the later webhook changes nothing', async () => {
    const { payments, checkout, paidAmount } = await setup();
    const { paymentId, session } = await checkout();
    fake.markPaid(session.id);
    await expect(payments.confirmCheckoutSession(session.id)).resolves.toMatchObject({
      id: paymentId,
      status: 'paid',
    });
    const event = signedEvent(session);
    await expect(payments.handleStripeWebhook(event.body, event.header)).resolves.toMatchObject({
      applied: false,
    });
    expect(await paidAmount()).toBe(100000);
  });

  it('pays once when the webhook and the success page arrive together', async () => {
    const { payments, checkout, paidAmount } = await setup();
    const { session } = await checkout();
    const event = signedEvent(fake.markPaid(session.id));
    await Promise.all([
      payments.handleStripeWebhook(event.body, event.header),
      payments.confirmCheckoutSession(session.id),
      payments.confirmCheckoutSession(session.id),
    ]);
    expect(await paidAmount()).toBe(100000);
  });

  it('reports an unpaid session as pending', async () => {
    const { payments, checkout, paidAmount } = await setup();
    const { session } = await checkout();
    await expect(payments.confirmCheckoutSession(session.id)).resolves.toMatchObject({ status: 'pending' });
    expect(await paidAmount()).toBe(0);
  });

  it('answers 404 for a session Stripe does not know', async () => {
    const { payments } = await setup();
    await expect(payments.confirmCheckoutSession('cs_test_unknown')).rejects.toBeInstanceOf(
      PaymentNotFoundError,
    );
  });
});
