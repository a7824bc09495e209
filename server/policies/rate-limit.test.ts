/**
 * Rate limits of the four sign-in calls (decisions 12, 12a) over real HTTP: per client address and
 * per account, 429 with Retry-After, counters in the store, reset when the window passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, uniqueEmail, type TestServer } from '../http/test-server';
import { clientKey } from './rate-limit';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const WINDOW_MS = 60_000;
const limited = (perIp: number, perAccount: number) =>
  startTestServer({ config: { rateLimit: { windowMs: WINDOW_MS, perIp, perAccount } } });

describe('rate limits', () => {
  it('limits login per account: 429 with a message and Retry-After, until the window passes', async () => {
    server = await limited(100, 3);
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      expect((await server.call('login', { body: { email, password: 'wrong-password' } })).status).toBe(401);
    }
    server.clock.advance(20_000);
    const blocked = await server.call('login', {
      body: { email: email.toUpperCase(), password: 'wrong-password' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/too many attempts/i);
    expect(blocked.headers.get('retry-after')).toBe('40');

    // Another account from the same address is not held back by this one.
    expect((await server.call('login', { body: { email: uniqueEmail(), password: 'x' } })).status).toBe(401);

    server.clock.advance(40_000);
    expect((await server.call('login', { body: { email, password: 'wrong-password' } })).status).toBe(401);
  });

  it('limits per client address across accounts', async () => {
    server = await limited(4, 100);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await server.call('register', { body: { email: uniqueEmail(), password: 'short' } })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // The limit is per call: login from the same address still answers.
    expect((await server.call('login', { body: { email: uniqueEmail(), password: 'x' } })).status).toBe(401);
  });

  it('limits request-verification and verify-code', async () => {
    server = await limited(2, 100);
    const body = { email: uniqueEmail(), password: 'whatever' };
    const verification = [];
    for (let i = 0; i < 3; i++)
      verification.push((await server.call('requestVerification', { body })).status);
    expect(verification).toEqual([401, 401, 429]);

    const code = { sessionId: 'unknown-session', code: '123456' };
    const verify = [];
    for (let i = 0; i < 3; i++) verify.push((await server.call('verifyCode', { body: code })).status);
    expect(verify).toEqual([401, 401, 429]);
  });

  it('keeps counters in the store, so every server process shares them', async () => {
    server = await limited(100, 1);
    const email = uniqueEmail();
    await server.call('login', { body: { email, password: 'x' } });
    const second = await server.call('login', { body: { email, password: 'x' } });
    expect(second.status).toBe(429);
    const counted = await server.store.rateLimits.hit(
      `POST /api/auth/login|account|${email}`,
      WINDOW_MS,
      server.clock.now(),
    );
    expect(counted.count).toBe(3);
  });

  it('does not limit calls that are not sign-in calls', async () => {
    server = await limited(1, 1);
    for (let i = 0; i < 5; i++) expect((await server.fetch('/api/testimonials')).status).toBe(200);
  });
});

describe('behind a reverse proxy', () => {
  const behindProxy = (hops: number, perIp: number) =>
    startTestServer({
      config: {
        trustProxy: true,
        trustProxyHops: hops,
        rateLimit: { windowMs: WINDOW_MS, perIp, perAccount: 100 },
      },
    });
  const loginFrom = (forwardedFor: string) => {
    if (!server) throw new Error('start a server first');
    return server.call('login', {
      body: { email: uniqueEmail(), password: 'wrong-password' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  };

  it('reads TRUST_PROXY_HOPS, one hop by default', () => {
    expect(loadConfig({}).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('counts the address the proxy appended, not what the client put before it', async () => {
    server = await behindProxy(1, 3);
    const statuses = [];
    // Each request forges another leftmost address; the proxy's entry (rightmost) stays the same.
    for (let i = 0; i < 4; i++) statuses.push((await loginFrom(`10.0.0.${i}, 203.0.113.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another real client behind the same proxy has its own allowance.
    expect((await loginFrom('10.0.0.1, 203.0.113.8')).status).toBe(401);
  });

  it('counts the address as many hops from the right as there are proxies', async () => {
    server = await behindProxy(2, 2);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await loginFrom(`10.0.0.${i}, 198.51.100.4, 192.0.2.1`)).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('counts IPv6 clients per /64, so rotating addresses in one network does not help', async () => {
    server = await behindProxy(1, 2);
    const statuses = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:2:abcd:1:2:3']) {
      statuses.push((await loginFrom(address)).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
    expect((await loginFrom('2001:db8:1:3::1')).status).toBe(401);
  });
});

describe('clientKey', () => {
  it('keeps IPv4, maps IPv4-mapped IPv6 to IPv4 and cuts IPv6 to its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('not an address')).toBe('not an address');
  });
});
