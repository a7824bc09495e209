/**
 * Payment calls over real HTTP on the built-in sandbox checkout (decisions 13–15): a checkout is
 * opened, shown, paid or cancelled; the success page confirms it; Stripe's webhook is off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES } from '@contract/catalogue';
import { TEXT_MAX } from '@contract/fields';
import { startTestServer, uniqueEmail, type TestServer } from '../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const paymentIdOf = (paymentUrl: string) => paymentUrl.split('/').pop() ?? '';

describe('package checkout', () => {
  it('opens a sandbox checkout at the catalogue price, shows it, and pays it once', async () => {
    const { token, customer } = await server.register({ email: uniqueEmail('dana') });
    const intent = await server.call('createPaymentIntent', {
      token,
      body: { amount: PACKAGES.professional.price, packageType: 'professional' },
    });
    expect(intent.status).toBe(200);
    expect(intent.body.paymentUrl).toMatch(/^\/checkout\/[A-Za-z0-9_-]+$/);
    const paymentId = paymentIdOf(intent.body.paymentUrl);

    const page = await server.call('checkout', { params: { paymentId } });
    expect(page.status).toBe(200);
    expect(page.body.payment).toMatchObject({
      amountCents: PACKAGES.professional.price * 100,
      status: 'pending',
      purpose: 'package',
      customerId: customer.id,
    });
    // Anyone holding the payment id may open the page: the email is masked (issue 13).
    expect(page.body.payment?.customerEmail).toBe(`d***@${customer.email.split('@')[1]}`);
    expect(page.text).not.toContain(customer.email);
    expect(page.body.returnUrl).toContain('/payment-success');

    const paid = await server.call('checkoutPay', { params: { paymentId } });
    expect(paid.status).toBe(200);
    expect(paid.body.redirectUrl).toBe(page.body.returnUrl);
    expect((await server.call('checkout', { params: { paymentId } })).body.payment?.status).toBe('paid');
    expect((await server.call('checkoutCancel', { params: { paymentId } })).status).toBe(409);

    const sessionId = page.body.payment?.providerSessionId ?? '';
    const confirmed = await server.call('confirmPayment', { query: { session_id: sessionId } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payment).toMatchObject({ id: paymentId, status: 'paid' });
  });

  it('refuses an amount that is not the package price', async () => {
    const { token } = await server.register();
    const answer = await server.call('createPaymentIntent', {
      token,
      body: { amount: 1, packageType: 'platinum' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.path).toBe('amount');
  });

  it('cancels a pending checkout and answers 404 for an unknown one', async () => {
    const { token } = await server.register();
    const intent = await server.call('createPaymentIntent', {
      token,
      body: { amount: PACKAGES.startup.price, packageType: 'startup' },
    });
    const paymentId = paymentIdOf(intent.body.paymentUrl);
    const cancelled = await server.call('checkoutCancel', { params: { paymentId } });
    expect(cancelled.status).toBe(200);
    expect((await server.call('checkoutPay', { params: { paymentId } })).status).toBe(409);
    expect((await server.call('checkout', { params: { paymentId: 'unknown' } })).status).toBe(404);
  });
});

describe('pay and cancel on the same checkout', () => {
  const openCheckout = async () => {
    const { token } = await server.register();
    const intent = await server.call('createPaymentIntent', {
      token,
      body: { amount: PACKAGES.startup.price, packageType: 'startup' },
    });
    return paymentIdOf(intent.body.paymentUrl);
  };

  it('refuses to pay a cancelled checkout and to cancel a paid one, with a clear 409', async () => {
    const cancelledId = await openCheckout();
    expect((await server.call('checkoutCancel', { params: { paymentId: cancelledId } })).status).toBe(200);
    // Cancelling twice is harmless: back to where the visitor came from again.
    expect((await server.call('checkoutCancel', { params: { paymentId: cancelledId } })).status).toBe(200);
    const pay = await server.call('checkoutPay', { params: { paymentId: cancelledId } });
    expect(pay.status).toBe(409);
    expect(pay.body).toEqual({ message: 'This payment was cancelled and can no longer be paid.' });

    const paidId = await openCheckout();
    expect((await server.call('checkoutPay', { params: { paymentId: paidId } })).status).toBe(200);
    const cancel = await server.call('checkoutCancel', { params: { paymentId: paidId } });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toEqual({
      message: 'This payment has already been made and can no longer be cancelled.',
    });
  });

  it('lets exactly one of pay and cancel win when both are pressed at once', async () => {
    for (let round = 0; round < 12; round += 1) {
      const paymentId = await openCheckout();
      const pay = () => server.call('checkoutPay', { params: { paymentId } });
      const cancel = () => server.call('checkoutCancel', { params: { paymentId } });
      // Alternate which request is sent first, so both orders of arrival are exercised.
      const [paid, cancelled] =
        round % 2 === 0
          ? await Promise.all([pay(), cancel()])
          : await Promise.all([cancel(), pay()]).then(([c, p]) => [p, c] as const);
      expect([paid.status, cancelled.status].sort()).toEqual([200, 409]);
      const stored = await server.store.payments.findById(paymentId);
      expect(stored?.status).toBe(paid.status === 200 ? 'paid' : 'cancelled');
    }
  });
});

describe('links', () => {
  it('answers the fixed links of decision 15 (sandbox by default)', async () => {
    const maintenance = await server.call('paymentLink', { params: { kind: 'maintenance' } });
    expect(maintenance.status).toBe(200);
    expect(maintenance.body.paymentUrl).toMatch(/^\/checkout\//);
    const registrar = await server.call('paymentLink', { params: { kind: 'domain_registrar' } });
    expect(registrar.body.paymentUrl).toBe('/domains');
    expect((await server.call('paymentLink', { params: { kind: 'lottery' } })).status).toBe(400);
  });

  it('lets the admin create a payment link for any amount of at least $1', async () => {
    const admin = await server.admin();
    const body = {
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      description: 'Deposit',
      amount: 898.5,
    };
    const link = await server.call('createPaymentLink', { token: admin.token, body });
    expect(link.status).toBe(200);
    const page = await server.call('checkout', { params: { paymentId: paymentIdOf(link.body.paymentUrl) } });
    expect(page.body.payment).toMatchObject({ amountCents: 89_850, purpose: 'payment_link' });
    const tooSmall = await server.call('createPaymentLink', {
      token: admin.token,
      body: { ...body, amount: 0.5 },
    });
    expect(tooSmall.status).toBe(400);
  });
});

describe('payment link descriptions', () => {
  it('refuses a description too long to fit with the customer name, naming the field', async () => {
    const admin = await server.admin();
    const customerName = 'Ada Lovelace';
    const room = TEXT_MAX.paymentDescription - ` (${customerName})`.length;
    const body = { customerName, customerEmail: 'ada@example.com', amount: 10 };
    const tooLong = await server.call('createPaymentLink', {
      token: admin.token,
      body: { ...body, description: 'x'.repeat(room + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues?.[0]?.path).toBe('description');
    expect(tooLong.body.message).toContain(`at most ${room} characters`);

    const fits = await server.call('createPaymentLink', {
      token: admin.token,
      body: { ...body, description: 'x'.repeat(room) },
    });
    expect(fits.status).toBe(200);
    const page = await server.call('checkout', { params: { paymentId: paymentIdOf(fits.body.paymentUrl) } });
    expect(page.status).toBe(200);
    expect(page.body.payment?.description).toHaveLength(TEXT_MAX.paymentDescription);
  });
});

describe('Stripe webhook', () => {
  it('answers 404 JSON while Stripe is not configured', async () => {
    const answer = await server.fetch('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: '{"id":"evt_1"}',
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Stripe webhooks are not configured' });
  });
});
