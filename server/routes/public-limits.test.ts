/**
 * The public calls that store or fetch something, over real HTTP: a per-address allowance per call
 * (429 with Retry-After), a bound on the health check's outbound fetches (503 with Retry-After), and
 * one lead per browser session however often it repeats a call.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PACKAGES } from '@contract/catalogue';
import type { CreateProjectBody } from '@contract/api/projects';
import type { TestServerOptions } from '../http/test-server';
import { TEST_PAGE_HTML, startTestServer, uniqueEmail, type TestServer } from '../http/test-server';
import { createHealthCheckService } from '../services/health-check';
import { LEAD_DEDUPE_WINDOW_MS } from '../services/leads';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const WINDOW_MS = 60_000;
const start = async (options: TestServerOptions = {}, perIp = 2): Promise<TestServer> => {
  server = await startTestServer({
    ...options,
    config: { publicRateLimit: { windowMs: WINDOW_MS, perIp }, ...options.config },
  });
  return server;
};

const tracking = (sessionId: string) => ({
  current_page: '/',
  referrer: 'direct',
  landing_page: '/',
  session_id: sessionId,
  timestamp: '2025-01-15T09:00:00.000Z',
  lead_score: 50,
});

const projectBody: CreateProjectBody = {
  clientName: 'Ada Lovelace',
  clientEmail: 'ada@example.com',
  companyName: 'Analytical Engines',
  businessDescription: 'We build calculating engines. '.repeat(20),
  websiteType: 'business',
  pagesNeeded: ['Home'],
  featuresNeeded: [],
  packageType: 'startup',
  totalAmount: PACKAGES.startup.price * 100,
  status: 'pending',
  includeLogo: false,
  logoAmount: 0,
};

const order = (domainName: string) => ({
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  domainName,
  tld: 'com',
  years: 1,
  autoRenew: true,
  whoisPrivacy: true,
});

describe('per-address limits of the public write calls', () => {
  it('answers 429 with Retry-After once a call has used its allowance, and counts each call apart', async () => {
    const s = await start();
    const { token } = await s.register();
    const calls = {
      healthCheck: () => s.call('healthCheck', { body: { url: 'shop.example' } }),
      domainSearch: () => s.call('domainSearch', { body: { domain: 'ada', tlds: ['com'] } }),
      domainPurchase: (i: number) => s.call('domainPurchase', { body: order(`ada-${i}`) }),
      claim: () => s.call('claimMaintenanceCredit', { query: { email: uniqueEmail() } }),
      createProject: () => s.call('createProject', { token, body: projectBody }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await call(i)).status);
      const allowed = name === 'createProject' ? 201 : 200;
      expect(statuses, name).toEqual([allowed, allowed, 429]);
      const refused = await call(3);
      expect(refused.body.message, name).toMatch(/too many attempts/i);
      expect(Number(refused.headers.get('retry-after')), name).toBeGreaterThan(0);
    }
    s.clock.advance(WINDOW_MS);
    expect((await calls.healthCheck()).status).toBe(200);
  });

  it('stores nothing for a refused call', async () => {
    const s = await start({}, 1);
    expect((await s.call('domainPurchase', { body: order('first') })).status).toBe(200);
    const email = uniqueEmail();
    expect((await s.call('claimMaintenanceCredit', { query: { email: uniqueEmail() } })).status).toBe(200);
    expect((await s.call('domainPurchase', { body: order('second') })).status).toBe(429);
    expect((await s.call('claimMaintenanceCredit', { query: { email } })).status).toBe(429);
    expect(await s.store.creditReservations.find(email)).toBeNull();
    expect(await s.store.domainOrders.isOrdered('second.com')).toBe(false);
  });

  it('does not count a payload refused as invalid', async () => {
    const s = await start({}, 1);
    for (let i = 0; i < 3; i++) expect((await s.call('healthCheck', { body: { url: '' } })).status).toBe(400);
    expect((await s.call('healthCheck', { body: { url: 'shop.example' } })).status).toBe(200);
  });
});

describe('health check fetches', () => {
  it('answers 503 with Retry-After while every fetch slot is taken, and runs checks again after', async () => {
    let started = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const healthCheck = createHealthCheckService({
      maxConcurrentFetches: 2,
      maxWaitingFetches: 0,
      fetchPage: async (url) => {
        started += 1;
        await held;
        return {
          url,
          finalUrl: url,
          status: 200,
          headers: { 'content-type': 'text/html' },
          body: TEST_PAGE_HTML,
          transferBytes: TEST_PAGE_HTML.length,
          loadTimeMs: 100,
          redirects: 0,
          remoteAddress: '93.184.216.34',
        };
      },
    });
    const s = await start({ commerce: { healthCheck } }, 100);
    const check = () => s.call('healthCheck', { body: { url: 'shop.example' } });
    const running = [check(), check()];
    while (started < 2) await new Promise((resolve) => setTimeout(resolve, 5));

    const busy = await check();
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('10');
    expect(busy.body.message).toMatch(/try again/i);
    expect(started).toBe(2);

    release();
    expect((await Promise.all(running)).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await check()).status).toBe(200);
  });
});

describe('leads', () => {
  it('keeps one lead per browser session and call, however often it repeats', async () => {
    const s = await start({}, 100);
    for (let i = 0; i < 5; i++) {
      expect(
        (await s.call('healthCheck', { body: { url: 'shop.example', tracking: tracking('s-1') } })).status,
      ).toBe(200);
    }
    await s.call('healthCheck', { body: { url: 'shop.example', tracking: tracking('s-2') } });
    await s.call('domainPurchase', { body: { ...order('lead-test'), tracking: tracking('s-1') } });
    const leads = await s.store.leads.list();
    expect(leads.map((lead) => [lead.source, lead.tracking.session_id]).sort()).toEqual([
      ['domain_order', 's-1'],
      ['health_check', 's-1'],
      ['health_check', 's-2'],
    ]);
    // Past the dedupe window the same session counts again.
    s.clock.advance(LEAD_DEDUPE_WINDOW_MS + 1000);
    await s.call('healthCheck', { body: { url: 'shop.example', tracking: tracking('s-1') } });
    expect(await s.store.leads.list()).toHaveLength(4);
  });
});
