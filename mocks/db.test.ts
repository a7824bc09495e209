import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNTS,
  MAINTENANCE_PLANS,
  TLD_PRICES,
  authResponseSchema,
  checkoutRedirectResponseSchema,
  customerMessagesResponseSchema,
  domainPurchaseResponseSchema,
  domainSearchResponseSchema,
  messageSchema,
  type Message,
} from '@contract';
import { MOCK_PASSWORDS, MOCK_TOKENS, adaCustomer } from './fixtures';
import { db, resetDb } from './db';
import { server } from './node';
import { callRoute } from './testing/sample-requests';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const adaMessages = async (): Promise<Message[]> =>
  customerMessagesResponseSchema.parse(await (await callRoute('customerMessages')).json());

describe('the mock database', () => {
  it('shows a sent message in the next message list', async () => {
    const sent = messageSchema.parse(
      await (
        await callRoute('sendMessage', { body: { subject: 'Hosting', content: 'Where is the site hosted?' } })
      ).json(),
    );
    expect(sent).toMatchObject({ fromAdmin: false, customerId: adaCustomer.id });
    expect((await adaMessages()).map((message) => message.subject)).toContain('Hosting');
  });

  it('shows an admin message to its customer as unread once, then read (decision 18)', async () => {
    await callRoute('adminSendMessage', {
      body: { customerId: adaCustomer.id, subject: 'Go live', content: 'Today!' },
    });
    const first = (await adaMessages()).find((message) => message.subject === 'Go live');
    expect(first).toMatchObject({ fromAdmin: true, isRead: false });
    const second = (await adaMessages()).find((message) => message.subject === 'Go live');
    expect(second?.isRead).toBe(true);
  });

  it('removes a deleted customer from the list and revokes their tokens (decision 19)', async () => {
    expect((await callRoute('deleteCustomer', { params: { id: adaCustomer.id } })).status).toBe(200);
    const list = (await (await callRoute('adminCustomers')).json()) as Array<{ id: string }>;
    expect(list.map((customer) => customer.id)).not.toContain(adaCustomer.id);
    expect((await callRoute('me', { token: MOCK_TOKENS.customer })).status).toBe(401);
    // Projects stay for the agency's records.
    expect(db.projects.some((project) => project.clientEmail === adaCustomer.email)).toBe(true);
  });

  it('signs a registered account in with its password, and refuses a second registration', async () => {
    const body = {
      email: 'Mary@Example.com',
      password: 'secret-42',
      firstName: 'Mary',
      lastName: 'Somerville',
    };
    expect((await callRoute('register', { body })).status).toBe(200);
    const login = await callRoute('login', { body: { email: 'mary@example.com', password: 'secret-42' } });
    const { token, customer } = authResponseSchema.parse(await login.json());
    expect(customer.firstName).toBe('Mary');
    const me = (await (await callRoute('me', { token })).json()) as { customer: { email: string } };
    expect(me.customer.email).toBe('mary@example.com');
    expect((await callRoute('register', { body })).status).toBe(409);
  });

  it('refuses a wrong password with 401', async () => {
    const response = await callRoute('login', { body: { email: adaCustomer.email, password: 'wrong' } });
    expect(response.status).toBe(401);
    expect(MOCK_PASSWORDS[adaCustomer.email]).not.toBe('wrong');
  });

  it('upgrades to a higher plan only (decision 17)', async () => {
    const up = await callRoute('upgradeSubscription', {
      body: { subscriptionId: 'sub-ada-professional', newPlanId: 'platinum' },
    });
    expect(await up.json()).toMatchObject({ monthlyPrice: MAINTENANCE_PLANS.platinum.monthly });
    const down = await callRoute('upgradeSubscription', {
      body: { subscriptionId: 'sub-ada-professional', newPlanId: 'startup' },
    });
    expect(down.status).toBe(400);
  });

  it('reports an ordered domain as taken in the next search', async () => {
    const order = {
      customerName: 'Ada Lovelace',
      customerEmail: adaCustomer.email,
      domainName: 'poeticalscience',
      tld: 'io' as const,
      years: 3 as const,
      autoRenew: true,
      whoisPrivacy: true,
    };
    const placed = domainPurchaseResponseSchema.parse(
      await (await callRoute('domainPurchase', { body: order })).json(),
    );
    expect(placed.total).toBe(TLD_PRICES.io.firstYear * 3);
    const search = await callRoute('domainSearch', {
      body: { domain: 'poeticalscience', tlds: ['io', 'com'] },
    });
    const results = domainSearchResponseSchema.parse(await search.json());
    expect(results.map((result) => [result.domain, result.available])).toEqual([
      ['poeticalscience.io', false],
      ['poeticalscience.com', true],
    ]);
  });

  it('answers a Unicode name in its punycode form, as the server does', async () => {
    const search = await callRoute('domainSearch', { body: { domain: 'München', tlds: ['com'] } });
    expect(domainSearchResponseSchema.parse(await search.json())[0]).toMatchObject({
      domain: 'xn--mnchen-3ya.com',
    });
  });

  it('prices short and listed names as premium', async () => {
    const search = await callRoute('domainSearch', { body: { domain: 'shop.com', tlds: ['com'] } });
    expect(domainSearchResponseSchema.parse(await search.json())[0]).toMatchObject({
      domain: 'shop.com',
      premium: true,
    });
  });

  it('reserves a credit for an unknown email and applies it at registration (decision 16)', async () => {
    const email = 'later@example.com';
    const claim = await callRoute('claimMaintenanceCredit', { query: { email } });
    expect(await claim.json()).toMatchObject({ creditReserved: true, alreadyClaimed: false });
    const again = await callRoute('claimMaintenanceCredit', { query: { email } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: true, alreadyClaimed: true });
    const body = { email, password: 'secret-42', firstName: 'Lena', lastName: 'Later' };
    const { customer } = authResponseSchema.parse(await (await callRoute('register', { body })).json());
    expect(customer).toMatchObject({
      maintenanceCredit: AMOUNTS.maintenanceCreditCents,
      hasUsedMaintenanceCredit: false,
    });
  });

  it("names the credit's holder only to that customer signed in (decision 29)", async () => {
    const anonymous = await callRoute('claimMaintenanceCredit', { query: { email: adaCustomer.email } });
    expect(((await anonymous.json()) as { customer: object }).customer).toEqual({
      email: adaCustomer.email,
      maintenanceCredit: AMOUNTS.maintenanceCreditCents,
    });
    resetDb();
    const signedIn = await callRoute('claimMaintenanceCredit', {
      query: { email: adaCustomer.email },
      token: MOCK_TOKENS.customer,
    });
    expect(await signedIn.json()).toMatchObject({ customer: { firstName: adaCustomer.firstName } });
    resetDb();
    const otherAccount = await callRoute('claimMaintenanceCredit', {
      query: { email: adaCustomer.email },
      token: MOCK_TOKENS.adminCustomer,
    });
    expect(((await otherAccount.json()) as { customer: object }).customer).not.toHaveProperty('firstName');
  });

  it('marks a project paid in full when its checkout is paid (decision 14)', async () => {
    const link = await callRoute('createPaymentLink', {
      body: {
        customerName: 'Ada Lovelace',
        customerEmail: adaCustomer.email,
        amount: 6995,
        description: 'Museum',
        projectId: 'prj-engine-museum',
      },
    });
    const { paymentUrl } = (await link.json()) as { paymentUrl: string };
    const paymentId = paymentUrl.split('/').pop() ?? '';
    const paid = await callRoute('checkoutPay', { params: { paymentId } });
    const { redirectUrl } = checkoutRedirectResponseSchema.parse(await paid.json());
    expect(redirectUrl).toBe('/payment-success?package=Museum&amount=6995');
    expect(db.projects.find((project) => project.id === 'prj-engine-museum')?.status).toBe('paid_full');
  });

  it('issues an admin token for the right code and closes the session after five wrong ones', async () => {
    const opened = await callRoute('requestVerification', {
      body: { email: 'admin@agency.example.com', password: 'admin-demo-pass' },
    });
    const { sessionId } = (await opened.json()) as { sessionId: string };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await callRoute('verifyCode', { body: { sessionId, code: '000000' } })).status).toBe(401);
    }
    expect((await callRoute('verifyCode', { body: { sessionId, code: '123456' } })).status).toBe(401);
  });

  it('starts again from the fixtures after a reset', async () => {
    await callRoute('deleteCustomer', { params: { id: adaCustomer.id } });
    resetDb();
    expect(db.customers.map((customer) => customer.id)).toContain(adaCustomer.id);
    expect(db.sessions.has(MOCK_TOKENS.customer)).toBe(true);
  });
});
