/**
 * Domain search and order over real HTTP on the embedded registry (decision 21): results in the
 * requested order, an order priced by the server and stored once, a taken name refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TLD_PRICES } from '@contract/catalogue';
import { domainOrderSchema } from '@contract/entities';
import { startTestServer, type TestServer } from '../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const order = {
  customerName: 'Ada Lovelace',
  customerEmail: 'Ada@Example.com',
  domainName: 'analytical-engines',
  tld: 'io',
  years: 2,
  autoRenew: true,
  whoisPrivacy: true,
  price: 1,
};

describe('domains', () => {
  it('searches the chosen TLD first, then the follow-ups', async () => {
    const answer = await server.call('domainSearch', {
      body: { domain: 'Analytical-Engines.com', tlds: ['com', 'net'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((r) => r.domain)).toEqual(['analytical-engines.com', 'analytical-engines.net']);
    expect(answer.body[0]).toMatchObject({
      price: TLD_PRICES.com.firstYear,
      available: true,
      premium: false,
    });
  });

  it('prices an order itself, links its checkout and keeps the lead', async () => {
    const tracking = {
      current_page: '/domains',
      referrer: 'direct',
      landing_page: '/domains',
      session_id: 'domain-session',
      timestamp: '2025-01-15T09:00:00.000Z',
      utm_source: 'bing',
      lead_score: 60,
    };
    const answer = await server.call('domainPurchase', { body: { ...order, tracking } });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(TLD_PRICES.io.firstYear * 2);
    expect(answer.body.paymentUrl).toMatch(/^\/checkout\//);
    const stored = await server.store.domainOrders.findById(answer.body.orderId);
    expect(stored).toMatchObject({
      customerEmail: 'ada@example.com',
      unitPriceCents: TLD_PRICES.io.firstYear,
      totalCents: TLD_PRICES.io.firstYear * 2,
      status: 'pending',
      paymentId: answer.body.paymentUrl.split('/').pop(),
    });
    expect(domainOrderSchema.parse(stored)).toEqual(stored);
    expect(await server.store.leads.list()).toContainEqual(
      expect.objectContaining({ source: 'domain_order', email: 'ada@example.com', leadScore: 60 }),
    );
  });

  it('refuses a taken name with 409 and a bad label with 400', async () => {
    const taken = await server.call('domainPurchase', {
      body: { ...order, domainName: 'google', tld: 'com' },
    });
    expect(taken.status).toBe(409);
    const bad = await server.call('domainPurchase', { body: { ...order, domainName: '-bad-' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.path).toBe('domainName');
  });

  it('marks an order paid when its checkout is paid, and cancelled when it is cancelled', async () => {
    const paymentIdOf = (url: string) => url.split('/').pop() ?? '';
    const paid = await server.call('domainPurchase', { body: { ...order, domainName: 'paid-engines' } });
    expect(
      (await server.call('checkoutPay', { params: { paymentId: paymentIdOf(paid.body.paymentUrl) } })).status,
    ).toBe(200);
    expect((await server.store.domainOrders.findById(paid.body.orderId))?.status).toBe('paid');

    const dropped = await server.call('domainPurchase', {
      body: { ...order, domainName: 'dropped-engines' },
    });
    const paymentId = paymentIdOf(dropped.body.paymentUrl);
    expect((await server.call('checkoutCancel', { params: { paymentId } })).status).toBe(200);
    expect((await server.store.domainOrders.findById(dropped.body.orderId))?.status).toBe('cancelled');
  });
});

describe('international domain names', () => {
  it('searches "münchen" as typed and answers its punycode names', async () => {
    const answer = await server.call('domainSearch', { body: { domain: ' MÜNCHEN ', tlds: ['com', 'net'] } });
    expect(answer.status).toBe(200);
    expect(answer.body.map((r) => r.domain)).toEqual(['xn--mnchen-3ya.com', 'xn--mnchen-3ya.net']);
    expect(answer.body[0]).toMatchObject({ price: TLD_PRICES.com.firstYear, premium: false });
    // A full name typed with an ideographic full stop, and "ü" typed as u + combining diaeresis.
    const typed = await server.call('domainSearch', { body: { domain: 'mu\u0308nchen。io', tlds: ['io'] } });
    expect(typed.body.map((r) => r.domain)).toEqual(['xn--mnchen-3ya.io']);
  });

  it('orders "münchen" under its punycode name', async () => {
    const answer = await server.call('domainPurchase', {
      body: { ...order, domainName: 'München', tld: 'com' },
    });
    expect(answer.status).toBe(200);
    const stored = await server.store.domainOrders.findById(answer.body.orderId);
    expect(stored).toMatchObject({ domainName: 'xn--mnchen-3ya', tld: 'com' });
    const checkout = await server.call('checkout', { params: { paymentId: stored?.paymentId ?? '' } });
    expect(checkout.body.payment?.description).toContain('xn--mnchen-3ya.com');
  });

  it('refuses a name that has no punycode form with a 400 naming the field', async () => {
    const search = await server.call('domainSearch', { body: { domain: 'a\u05d0', tlds: ['com'] } });
    expect(search.status).toBe(400);
    expect(search.body.issues?.[0]?.path).toBe('domain');
    const purchase = await server.call('domainPurchase', { body: { ...order, domainName: 'a\u05d0' } });
    expect(purchase.status).toBe(400);
    expect(purchase.body.issues?.[0]?.path).toBe('domainName');
    // Symbols are refused by the contract itself, before the service.
    const symbol = await server.call('domainSearch', { body: { domain: 'acme!', tlds: ['com'] } });
    expect(symbol.status).toBe(400);
    expect(symbol.body.issues?.[0]?.path).toBe('domain');
  });
});
