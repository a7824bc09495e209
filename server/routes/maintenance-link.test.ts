/**
 * The maintenance payment link over real HTTP (decisions 15–16, issue 4): a signed-in customer pays
 * their own plan less the unused $200 credit, and paying records the month on their subscription
 * without ever lowering the plan; anyone else gets the configured link or the sandbox checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNTS, MAINTENANCE_PLANS } from '@contract/catalogue';
import { startTestServer, type TestServer } from '../http/test-server';
import { newId } from '../lib/ids';

const CONFIGURED = 'https://pay.example/maintenance';
const STARTUP_CENTS = MAINTENANCE_PLANS.startup.monthly * 100;
const PROFESSIONAL_CENTS = MAINTENANCE_PLANS.professional.monthly * 100;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const paymentIdOf = (paymentUrl: string) => paymentUrl.split('/').pop() ?? '';
const maintenanceLink = (token?: string) =>
  server.call('paymentLink', { params: { kind: 'maintenance' }, ...(token ? { token } : {}) });
const checkoutOf = async (paymentUrl: string) =>
  (await server.call('checkout', { params: { paymentId: paymentIdOf(paymentUrl) } })).body.payment;
const pay = (paymentUrl: string) =>
  server.call('checkoutPay', { params: { paymentId: paymentIdOf(paymentUrl) } });

/** Gives a customer a subscription as if an earlier month had been paid. */
const subscribe = (customerId: string, plan: 'professional' | 'enterprise') =>
  server.store.subscriptions.create({
    id: newId(),
    customerId,
    plan,
    status: 'active',
    currentPeriodEnd: new Date(server.clock.now().getTime() + 86_400_000).toISOString(),
    createdAt: server.clock.now().toISOString(),
  });

describe('the maintenance link of a signed-in customer', () => {
  it('charges the plan less the claimed $200 credit, and paying records the month and uses the credit', async () => {
    const { token, customer } = await server.register({ firstName: 'Bob' });
    const claimed = await server.call('claimMaintenanceCredit', { query: { email: customer.email } });
    expect(claimed.status).toBe(200);

    const link = await maintenanceLink(token);
    expect(link.status).toBe(200);
    expect(link.body.paymentUrl).toMatch(/^\/checkout\//);
    expect(await checkoutOf(link.body.paymentUrl)).toMatchObject({
      purpose: 'maintenance',
      amountCents: STARTUP_CENTS - AMOUNTS.maintenanceCreditCents,
      customerId: customer.id,
    });

    expect((await pay(link.body.paymentUrl)).status).toBe(200);
    const subscriptions = await server.call('customerSubscriptions', { token });
    expect(subscriptions.body).toEqual([
      expect.objectContaining({
        plan: 'startup',
        status: 'active',
        monthlyPrice: MAINTENANCE_PLANS.startup.monthly,
      }),
    ]);
    expect((await server.call('me', { token })).body.customer).toMatchObject({
      maintenanceCredit: 0,
      hasUsedMaintenanceCredit: true,
    });
    // The credit is used: the next month costs the full fee.
    expect(await checkoutOf((await maintenanceLink(token)).body.paymentUrl)).toMatchObject({
      amountCents: STARTUP_CENTS,
    });
  });

  it("charges the customer's current plan and keeps it when paid", async () => {
    const { token, customer } = await server.register();
    await subscribe(customer.id, 'professional');
    const link = await maintenanceLink(token);
    expect(await checkoutOf(link.body.paymentUrl)).toMatchObject({
      amountCents: PROFESSIONAL_CENTS,
      description: 'Professional maintenance plan, one month',
    });
    await pay(link.body.paymentUrl);
    const [subscription] = (await server.call('customerSubscriptions', { token })).body;
    expect(subscription?.plan).toBe('professional');
  });

  it('never lowers a plan that was upgraded between opening the checkout and paying it', async () => {
    const { token, customer } = await server.register();
    const link = await maintenanceLink(token);
    expect(await checkoutOf(link.body.paymentUrl)).toMatchObject({ amountCents: STARTUP_CENTS });
    const before = await subscribe(customer.id, 'enterprise');
    await pay(link.body.paymentUrl);
    const subscriptions = (await server.call('customerSubscriptions', { token })).body;
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.plan).toBe('enterprise');
    expect(Date.parse(subscriptions[0]?.currentPeriodEnd ?? '')).toBeGreaterThan(
      Date.parse(before.currentPeriodEnd),
    );
  });

  it('records the month at once, with no checkout, when the credit covers the whole fee', async () => {
    const { token, customer } = await server.register();
    await server.store.customers.update(customer.id, { maintenanceCredit: STARTUP_CENTS });
    const link = await maintenanceLink(token);
    expect(link.body.paymentUrl).toBe('/payment-success?package=maintenance&amount=0');
    expect((await server.call('customerSubscriptions', { token })).body).toEqual([
      expect.objectContaining({ plan: 'startup', status: 'active' }),
    ]);
  });
});

describe('the maintenance link of anyone else', () => {
  it('opens the full-price sandbox checkout for no one in particular, whatever the token', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      const link = await maintenanceLink(token);
      expect(link.status).toBe(200);
      const payment = await checkoutOf(link.body.paymentUrl);
      expect(payment).toMatchObject({ purpose: 'maintenance', amountCents: STARTUP_CENTS });
      expect(payment).not.toHaveProperty('customerId');
    }
  });

  it('gets the configured link, while a signed-in customer still gets their own checkout', async () => {
    const configured = await startTestServer({ config: { paymentLinks: { maintenance: CONFIGURED } } });
    try {
      const anonymous = await configured.call('paymentLink', { params: { kind: 'maintenance' } });
      expect(anonymous.body.paymentUrl).toBe(CONFIGURED);
      const { token } = await configured.register();
      const signedIn = await configured.call('paymentLink', { params: { kind: 'maintenance' }, token });
      expect(signedIn.body.paymentUrl).toMatch(/^\/checkout\//);
    } finally {
      await configured.close();
    }
  });
});
