import { describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../store/sqlite/sqlite-store';
import { createPaymentService } from './payment.service';
import { setupSandbox } from './test-fixtures/sandbox-setup';

describe('maintenance plans and the $200 credit (decision 16)', () => {
  it('uses the credit on the first fee, then charges in full and extends the period', async () => {
    const { payments, store, customer, clock } = await setupSandbox({
      customer: { maintenanceCredit: 20000 },
    });
    const first = await payments.createMaintenancePayment({ customer, plan: 'professional' });
    expect((await payments.getCheckout(first.paymentId!)).payment.amountCents).toBe(35000 - 20000);
    await payments.pay(first.paymentId!);

    const [subscription] = await store.subscriptions.listByCustomer(customer.id);
    expect(subscription).toMatchObject({
      plan: 'professional',
      status: 'active',
      currentPeriodEnd: '2030-02-28T12:00:00.000Z',
    });
    expect(await store.customers.findById(customer.id)).toMatchObject({
      maintenanceCredit: 0,
      hasUsedMaintenanceCredit: true,
    });

    clock.advance(24 * 60 * 60 * 1000);
    const second = await payments.createMaintenancePayment({ customer, plan: 'professional' });
    expect((await payments.getCheckout(second.paymentId!)).payment.amountCents).toBe(35000);
    await payments.pay(second.paymentId!);
    const subscriptions = await store.subscriptions.listByCustomer(customer.id);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.currentPeriodEnd).toBe('2030-03-28T12:00:00.000Z');
  });

  it('makes a first fee the credit covers free, with no checkout', async () => {
    const { payments, store, customer } = await setupSandbox({ customer: { maintenanceCredit: 30000 } });
    const answer = await payments.createMaintenancePayment({ customer, plan: 'startup' });
    expect(answer.paymentUrl).toBe('/payment-success?package=maintenance&amount=0');
    expect(await store.subscriptions.listByCustomer(customer.id)).toHaveLength(1);
    expect((await store.customers.findById(customer.id))?.hasUsedMaintenanceCredit).toBe(true);
  });

  it('charges the full fee when the credit was already used', async () => {
    const { payments, customer } = await setupSandbox({
      customer: { maintenanceCredit: 20000, hasUsedMaintenanceCredit: true },
    });
    const answer = await payments.createMaintenancePayment({ customer, plan: 'startup' });
    expect((await payments.getCheckout(answer.paymentId!)).payment.amountCents).toBe(25000);
  });
});

describe('fixed links (decision 15)', () => {
  it('uses a configured link as it is', async () => {
    const store = createSqliteStore();
    const payments = createPaymentService({
      store,
      publicOrigin: 'http://localhost:3000',
      fixedLinks: { repair_deposit: 'https://pay.example/repair' },
    });
    await expect(payments.fixedLink('repair_deposit')).resolves.toEqual({
      paymentId: null,
      paymentUrl: 'https://pay.example/repair',
    });
  });

  it('opens a sandbox checkout for the amount by default', async () => {
    const { payments } = await setupSandbox();
    const cases = [
      ['repair_deposit', 9900],
      ['fix_plan', 25000],
      ['maintenance', 25000],
    ] as const;
    for (const [kind, cents] of cases) {
      const link = await payments.fixedLink(kind);
      expect(link.paymentUrl).toBe(`/checkout/${link.paymentId}`);
      expect((await payments.getCheckout(link.paymentId!)).payment).toMatchObject({
        purpose: kind,
        amountCents: cents,
      });
    }
  });

  it("sends the registrar link to this site's domain page", async () => {
    const { payments } = await setupSandbox();
    await expect(payments.fixedLink('domain_registrar')).resolves.toEqual({
      paymentId: null,
      paymentUrl: '/domains',
    });
  });

  it('gives a signed-in customer the maintenance plan with the credit', async () => {
    const { payments, customer } = await setupSandbox({ customer: { maintenanceCredit: 20000 } });
    const link = await payments.fixedLink('maintenance', { customer });
    expect((await payments.getCheckout(link.paymentId!)).payment).toMatchObject({
      amountCents: 5000,
      customerId: customer.id,
    });
  });
});
