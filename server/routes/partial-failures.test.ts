/**
 * Multi-step writes over real HTTP when one store call fails midway (a spy on the store the app
 * uses fails the chosen call once): nothing half-written stays behind, and the visitor's retry
 * succeeds once — registration, project creation, domain orders, customer deletion. A payment
 * provider's failure answers 502 with a clear message.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AMOUNTS, PACKAGES } from '@contract/catalogue';
import type { CreateProjectBody } from '@contract/api/projects';
import { PROVIDER_FAILED_MESSAGE } from '../http/error-middleware';
import { startTestServer, uniqueEmail, type TestServer } from '../http/test-server';
import { startLocalServer } from '../lib/safe-fetch/test-fixtures/local-server';
import { createDomainService, createEmbeddedRegistry } from '../services/domains';
import { createPaymentService, createStripeProvider } from '../services/payments';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { newId } from '../lib/ids';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** What a store call throws when its disk or database is unavailable. */
const storeDown = () => new Error('store unavailable');

const newCustomer = (email: string) => ({
  email,
  password: 'secret-pass',
  firstName: 'Grace',
  lastName: 'Hopper',
});

describe('registration', () => {
  it('leaves no account when its token cannot be stored, so the retry registers', async () => {
    const email = uniqueEmail();
    vi.spyOn(server.store.tokens, 'create').mockRejectedValueOnce(storeDown());
    expect((await server.call('register', { body: newCustomer(email) })).status).toBe(500);
    expect(await server.store.customers.findByEmail(email)).toBeNull();

    const retry = await server.call('register', { body: newCustomer(email) });
    expect(retry.status).toBe(201);
    expect((await server.call('me', { token: retry.body.token })).status).toBe(200);
  });

  it('leaves neither account nor token when the account cannot be stored', async () => {
    const email = uniqueEmail();
    const issued = vi.spyOn(server.store.tokens, 'create');
    vi.spyOn(server.store.customers, 'create').mockRejectedValueOnce(storeDown());
    expect((await server.call('register', { body: newCustomer(email) })).status).toBe(500);
    const tokenHash = issued.mock.calls[0]?.[0].tokenHash ?? '';
    expect(await server.store.tokens.findValid(tokenHash, server.clock.now())).toBeNull();
    expect((await server.call('register', { body: newCustomer(email) })).status).toBe(201);
  });

  it('undoes the account when a reserved credit cannot be applied; the retry gets the credit', async () => {
    const email = uniqueEmail();
    expect((await server.call('claimMaintenanceCredit', { query: { email } })).body.creditReserved).toBe(
      true,
    );
    vi.spyOn(server.store.creditReservations, 'markApplied').mockRejectedValueOnce(storeDown());
    expect((await server.call('register', { body: newCustomer(email) })).status).toBe(500);
    expect(await server.store.customers.findByEmail(email)).toBeNull();

    const retry = await server.call('register', { body: newCustomer(email) });
    expect(retry.status).toBe(201);
    expect(retry.body.customer.maintenanceCredit).toBe(AMOUNTS.maintenanceCreditCents);
  });
});

describe('project creation', () => {
  const body: CreateProjectBody = {
    clientName: 'Grace Hopper',
    clientEmail: 'grace@example.com',
    companyName: 'Compilers Inc',
    businessDescription: 'We translate ideas into machine code. '.repeat(20),
    websiteType: 'business',
    pagesNeeded: ['Home'],
    featuresNeeded: [],
    packageType: 'startup',
    totalAmount: PACKAGES.startup.price * 100,
    status: 'pending',
    includeLogo: false,
    logoAmount: 0,
  };

  /** A customer who paid the package during onboarding, before the project exists. */
  async function customerWithPaidPackage() {
    const { token, customer } = await server.register();
    const intent = await server.call('createPaymentIntent', {
      token,
      body: { amount: PACKAGES.startup.price, packageType: 'startup' },
    });
    const paymentId = intent.body.paymentUrl.split('/').pop() ?? '';
    expect((await server.call('checkoutPay', { params: { paymentId } })).status).toBe(200);
    return { token, customer };
  }

  it.each(['claimUnlinkedPackagePayments', 'addPayment'] as const)(
    'stores one fully paid project on retry when %s fails the first time',
    async (method) => {
      const { token, customer } = await customerWithPaidPackage();
      if (method === 'addPayment') vi.spyOn(server.store.projects, method).mockRejectedValueOnce(storeDown());
      else vi.spyOn(server.store.payments, method).mockRejectedValueOnce(storeDown());
      expect((await server.call('createProject', { token, body })).status).toBe(500);
      expect(await server.store.projects.listByCustomer(customer.id)).toEqual([]);

      const retry = await server.call('createProject', { token, body });
      expect(retry.status).toBe(201);
      const projects = await server.store.projects.listByCustomer(customer.id);
      expect(projects).toHaveLength(1);
      expect(projects[0]).toMatchObject({
        id: retry.body.id,
        paidAmount: PACKAGES.startup.price * 100,
        status: 'paid_full',
      });
    },
  );
});

const order = (domainName: string) => ({
  customerName: 'Grace Hopper',
  customerEmail: 'grace@example.com',
  domainName,
  tld: 'dev',
  years: 1,
  autoRenew: true,
  whoisPrivacy: true,
});

describe('domain orders', () => {
  it('removes the order when its checkout cannot be opened, and the retry orders once', async () => {
    const created = vi.spyOn(server.store.domainOrders, 'create');
    vi.spyOn(server.store.payments, 'create').mockRejectedValueOnce(storeDown());
    expect((await server.call('domainPurchase', { body: order('half-written') })).status).toBe(500);
    const failedId = created.mock.calls[0]?.[0].id ?? '';
    expect(await server.store.domainOrders.findById(failedId)).toBeNull();

    const retry = await server.call('domainPurchase', { body: order('half-written') });
    expect(retry.status).toBe(200);
    expect(await server.store.domainOrders.findById(retry.body.orderId)).toMatchObject({ status: 'pending' });
  });

  it('answers 502 with a clear message when Stripe refuses the checkout, and keeps no order', async () => {
    // A Stripe API that refuses every checkout (as it does a bad key or an amount it will not take).
    const stripeApi = await startLocalServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such thing' } }));
    });
    const store = createSqliteStore();
    const provider = createStripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_fake',
      api: { host: '127.0.0.1', port: stripeApi.port, protocol: 'http' },
    });
    const payments = createPaymentService({ store, provider, publicOrigin: 'https://agency.example' });
    const domains = createDomainService({
      registry: createEmbeddedRegistry({ isOrdered: () => Promise.resolve(false) }),
      store,
      paymentLinks: payments,
      newId,
    });
    const withStripe = await startTestServer({ commerce: { domains, payments } });
    try {
      const created = vi.spyOn(store.domainOrders, 'create');
      const answer = await withStripe.call('domainPurchase', { body: order('stripe-down') });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ message: PROVIDER_FAILED_MESSAGE });
      expect(await store.domainOrders.findById(created.mock.calls[0]?.[0].id ?? '')).toBeNull();
      expect(withStripe.logLines.join('\n')).toMatch(/payment provider failed/);
    } finally {
      await withStripe.close();
      await stripeApi.close();
      await store.close();
    }
  });
});

describe('customer deletion', () => {
  it('can be retried to completion after failing midway', async () => {
    const admin = await server.admin();
    const { token, customer } = await server.register();
    await server.call('sendMessage', { token, body: { subject: 'Hi', content: 'Hello' } });
    vi.spyOn(server.store.subscriptions, 'deleteForCustomer').mockRejectedValueOnce(storeDown());
    const first = await server.call('deleteCustomer', { token: admin.token, params: { id: customer.id } });
    expect(first.status).toBe(500);
    // Already unable to act, whatever else is left.
    expect((await server.call('me', { token })).status).toBe(401);

    const retry = await server.call('deleteCustomer', { token: admin.token, params: { id: customer.id } });
    expect(retry.status).toBe(200);
    expect(await server.store.customers.findById(customer.id)).toBeNull();
    expect(await server.store.messages.listByCustomer(customer.id)).toEqual([]);
  });
});
