import { describe, expect, it } from 'vitest';
import { paymentSchema } from '@contract/entities';
import { project as projectRecord } from '../../store/contract/fixtures';
import { createDomainService, createEmbeddedRegistry } from '../domains';
import { PaymentNotFoundError, PaymentStateError, PaymentValidationError } from './errors';
import { toPaymentView } from './payment-view';
import { START, paymentIdOf, setupSandbox } from './test-fixtures/sandbox-setup';
import { PORTAL_PATH } from './urls';

describe('sandbox checkout for a website package', () => {
  it("opens this site's checkout page and returns to the payment-success page when paid", async () => {
    const { payments, customer, store } = await setupSandbox();
    const { paymentId, paymentUrl } = await payments.createPackagePayment({
      customer,
      amountDollars: 2995,
      packageType: 'professional',
    });
    expect(paymentUrl).toBe(`/checkout/${paymentId}`);
    const checkout = await payments.getCheckout(paymentIdOf(paymentUrl));
    expect(checkout.payment).toMatchObject({
      amountCents: 299500,
      purpose: 'package',
      status: 'pending',
      description: 'Professional website package',
      customerEmail: customer.email,
      packageType: 'professional',
    });
    expect(checkout.returnUrl).toBe('/payment-success?package=professional&amount=2995');

    await expect(payments.pay(paymentIdOf(paymentUrl))).resolves.toEqual({
      redirectUrl: '/payment-success?package=professional&amount=2995',
    });
    expect(await store.payments.findById(paymentIdOf(paymentUrl))).toMatchObject({
      status: 'paid',
      paidAt: START.toISOString(),
    });
  });

  it('refuses an amount that is not the package price, and an unknown package', async () => {
    const { payments, customer } = await setupSandbox();
    const wrong = payments.createPackagePayment({ customer, amountDollars: 1, packageType: 'platinum' });
    await expect(wrong).rejects.toBeInstanceOf(PaymentValidationError);
    await expect(wrong).rejects.toMatchObject({
      status: 400,
      field: 'amount',
      message: 'The amount does not match the Platinum package price ($6,995).',
    });
    await expect(
      payments.createPackagePayment({ customer, amountDollars: 1995, packageType: 'gold' }),
    ).rejects.toMatchObject({ status: 400, field: 'packageType' });
  });

  it('cancels back to where the visitor came from, and refuses to pay a cancelled payment', async () => {
    const { payments, customer, store } = await setupSandbox();
    const { paymentId } = await payments.createPackagePayment({
      customer,
      amountDollars: 1995,
      packageType: 'startup',
      cancelPath: '/#pricing',
    });
    await expect(payments.cancel(paymentId!)).resolves.toEqual({ redirectUrl: '/#pricing' });
    expect((await store.payments.findById(paymentId!))?.status).toBe('cancelled');
    await expect(payments.pay(paymentId!)).rejects.toBeInstanceOf(PaymentStateError);
  });

  it('refuses to cancel a paid payment', async () => {
    const { payments, customer } = await setupSandbox();
    const { paymentId } = await payments.createPackagePayment({
      customer,
      amountDollars: 1995,
      packageType: 'startup',
    });
    await payments.pay(paymentId!);
    await expect(payments.cancel(paymentId!)).rejects.toMatchObject({ status: 409 });
  });

  it('answers 404 for an unknown payment', async () => {
    const { payments } = await setupSandbox();
    await expect(payments.getCheckout('nope')).rejects.toBeInstanceOf(PaymentNotFoundError);
    await expect(payments.pay('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('shows a payment in the shape of the contract', async () => {
    const { payments, customer } = await setupSandbox();
    const { paymentId } = await payments.createPackagePayment({
      customer,
      amountDollars: 4995,
      packageType: 'enterprise',
    });
    const { payment } = await payments.getCheckout(paymentId!);
    expect(paymentSchema.parse(toPaymentView(payment))).toMatchObject({ id: paymentId, amountCents: 499500 });
  });
});

describe('project payments (decision 14)', () => {
  it('moves a project to paid_deposit, then paid_full, through admin payment links', async () => {
    const { payments, store, customer } = await setupSandbox();
    const project = await store.projects.create(
      projectRecord({ customerId: customer.id, totalAmount: 299500 }),
    );
    const deposit = await payments.createPaymentLink({
      amountDollars: 898.5,
      description: '30% deposit',
      customerName: 'Ada Lovelace',
      customerEmail: customer.email.toUpperCase(),
      projectId: project.id,
    });
    await expect(payments.pay(deposit.paymentId!)).resolves.toEqual({ redirectUrl: PORTAL_PATH });
    expect(await store.projects.findById(project.id)).toMatchObject({
      paidAmount: 89850,
      status: 'paid_deposit',
    });
    expect(await store.payments.findById(deposit.paymentId!)).toMatchObject({ customerId: customer.id });

    const rest = await payments.createPaymentLink({
      amountDollars: 2096.5,
      description: 'Balance',
      customerName: 'Ada Lovelace',
      customerEmail: customer.email,
      projectId: project.id,
    });
    await payments.pay(rest.paymentId!);
    expect(await store.projects.findById(project.id)).toMatchObject({
      paidAmount: 299500,
      status: 'paid_full',
    });
  });

  it('applies a payment once, however often it is reported', async () => {
    const { payments, store, customer } = await setupSandbox();
    const project = await store.projects.create(projectRecord({ customerId: customer.id }));
    const link = await payments.createPaymentLink({
      amountDollars: 100,
      description: 'Extra page',
      customerName: 'Ada',
      customerEmail: customer.email,
      projectId: project.id,
    });
    await Promise.all([
      payments.pay(link.paymentId!),
      payments.pay(link.paymentId!),
      payments.fulfil(link.paymentId!),
    ]);
    await payments.pay(link.paymentId!);
    expect((await store.projects.findById(project.id))?.paidAmount).toBe(10000);
  });

  it('leaves a project the admin moved on in its status', async () => {
    const { payments, store, customer } = await setupSandbox();
    const project = await store.projects.create(
      projectRecord({ customerId: customer.id, status: 'in_progress' }),
    );
    const link = await payments.createPaymentLink({
      amountDollars: 50,
      description: 'Rush fee',
      customerName: 'Ada',
      customerEmail: customer.email,
      projectId: project.id,
    });
    await payments.pay(link.paymentId!);
    expect(await store.projects.findById(project.id)).toMatchObject({
      paidAmount: 5000,
      status: 'in_progress',
    });
  });

  it('refuses payment links under $1 or for an unknown project', async () => {
    const { payments, customer } = await setupSandbox();
    const base = { description: 'x', customerName: 'Ada', customerEmail: customer.email };
    await expect(payments.createPaymentLink({ ...base, amountDollars: 0.5 })).rejects.toMatchObject({
      status: 400,
      field: 'amount',
    });
    await expect(
      payments.createPaymentLink({ ...base, amountDollars: 10, projectId: 'missing' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("charges $99 for a logo on the customer's own project only", async () => {
    const { payments, store, customer } = await setupSandbox();
    const own = await store.projects.create(projectRecord({ customerId: customer.id, includeLogo: true }));
    const other = await store.projects.create(projectRecord());
    const logo = await payments.createLogoPayment({ customer, projectId: own.id });
    expect((await payments.getCheckout(logo.paymentId!)).payment).toMatchObject({
      amountCents: 9900,
      purpose: 'logo',
      projectId: own.id,
    });
    await expect(payments.pay(logo.paymentId!)).resolves.toEqual({
      redirectUrl: '/payment-success?package=logo&amount=99',
    });
    // The logo is an add-on: the website's balance stays as it was.
    expect((await store.projects.findById(own.id))?.paidAmount).toBe(0);
    await expect(payments.createLogoPayment({ customer, projectId: other.id })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('domain orders through the sandbox checkout', () => {
  it('marks the order paid and the name taken', async () => {
    const { payments, store } = await setupSandbox();
    const domains = createDomainService({
      registry: createEmbeddedRegistry({ isOrdered: (n) => store.domainOrders.isOrdered(n) }),
      store,
      paymentLinks: payments,
    });
    const order = await domains.purchase({
      customerName: 'Ann Smith',
      customerEmail: 'ann@example.com',
      domainName: 'acme-plumbing',
      tld: 'io',
      years: 2,
      autoRenew: true,
      whoisPrivacy: true,
      price: 1,
    });
    const { payment } = await payments.getCheckout(paymentIdOf(order.paymentUrl));
    expect(payment).toMatchObject({ amountCents: 9998, purpose: 'domain', domainOrderId: order.orderId });
    await expect(payments.pay(payment.id)).resolves.toEqual({
      redirectUrl: '/payment-success?package=domain&amount=99.98',
    });
    expect((await store.domainOrders.findById(order.orderId))?.status).toBe('paid');
    const [result] = await domains.search({ domain: 'acme-plumbing', tlds: ['io'] });
    expect(result?.available).toBe(false);
  });
});
