/**
 * Domain search and order over real HTTP on the embedded registry (decision 21): results in the
 * requested order, an order priced by the server and stored once, a taken name refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TLD_PRICES } from '../../contract/catalogue';
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
    expect(stored).toMatchObject({ customerEmail: 'ada@example.com', total: TLD_PRICES.io.firstYear * 2 });
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
});
