/**
 * Rate limits of the four sign-in calls (decisions 12, 12a, issue 13) over real HTTP: walls per client
 * address and per account and address, growing delays per account, known addresses and devices
 * that keep their own allowance, counters in the store, reset when the window passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, uniqueEmail, type HttpAnswer, type TestServer } from '../http/test-server';
import { DEVICE_COOKIE } from './device-cookie';
import { clientKey, MAX_DELAY_MS, type RateLimitConfig } from './rate-limit';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const WINDOW_MS = 60_000;
const limited = (perIp: number, perAccountAndIp: number, perAccount = 1000) =>
  startTestServer({ config: { rateLimit: { windowMs: WINDOW_MS, perIp, perAccountAndIp, perAccount } } });

/** A server behind one trusted proxy, so each call can come from an address of its own. */
const proxied = (limits: Partial<RateLimitConfig>) =>
  startTestServer({
    config: {
      trustProxy: true,
      rateLimit: { windowMs: WINDOW_MS, perIp: 60, perAccountAndIp: 10, perAccount: 50, ...limits },
    },
  });

const running = (): TestServer => {
  if (!server) throw new Error('start a server first');
  return server;
};

/** A sign-in from `ip`, with the device cookie when one is given. */
const signInFrom = (ip: string, body: { email: string; password: string }, device?: string) =>
  running().call('login', {
    body,
    headers: { 'x-forwarded-for': ip, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
  });

const deviceCookieOf = (answer: HttpAnswer): string | undefined =>
  answer.headers
    .getSetCookie()
    .map((cookie) => new RegExp(`^${DEVICE_COOKIE}=([^;]+)`).exec(cookie)?.[1])
    .find(Boolean);

describe('rate limits', () => {
  it('limits one address on one account: 429 with a message and Retry-After, until the window passes', async () => {
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

  it("leaves the owner able to sign in after a stranger's 1,000 wrong passwords, and limits the stranger's address", async () => {
    server = await proxied({});
    const owner = { email: uniqueEmail('owner'), password: 'the-right-password' };
    const home = '198.51.100.7';
    const registered = await running().call('register', {
      body: { ...owner, firstName: 'Olga', lastName: 'Owner' },
      headers: { 'x-forwarded-for': home },
    });
    expect(registered.status).toBe(201);
    const device = deviceCookieOf(registered);
    expect(device).toBeDefined();

    const wrong = { email: owner.email, password: 'a-wrong-guess' };
    const fromOwnAddress: number[] = [];
    for (let i = 0; i < 500; i++) fromOwnAddress.push((await signInFrom('203.0.113.66', wrong)).status);
    const fromOthers: number[] = [];
    for (let i = 0; i < 500; i++) fromOthers.push((await signInFrom(`192.0.2.${i % 250}`, wrong)).status);

    // The stranger's own address: ten guesses, then the wall.
    expect(fromOwnAddress.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(fromOwnAddress.slice(10))).toEqual(new Set([429]));
    // Spread over many addresses, the guesses soon wait a growing delay each.
    expect(fromOthers.filter((status) => status === 401).length).toBeLessThan(60);
    expect(fromOthers.at(-1)).toBe(429);

    // The owner signs in from home, and with the device cookie from anywhere.
    expect((await signInFrom(home, owner)).status).toBe(200);
    expect((await signInFrom('100.64.0.1', owner, device)).status).toBe(200);
    // A thousand sign-ins over HTTP, some seventy of them hashing a password: on two busy cores
    // (npm test's typecheck, lint and build beside it) that took past Vitest's five seconds.
  }, 30_000);

  it('answers a guesser spread over many addresses with growing delays rather than a wall', async () => {
    // A long window: the waits below add up to more than a minute.
    server = await proxied({ perAccount: 3, windowMs: 24 * 60 * 60 * 1000 });
    const wrong = { email: uniqueEmail(), password: 'a-wrong-guess' };
    let address = 0;
    const guess = () => {
      address += 1;
      return signInFrom(`10.0.${Math.floor(address / 250)}.${address % 250}`, wrong);
    };
    for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(401);

    // Past the allowance one guess passes, then the next waits a second …
    expect((await guess()).status).toBe(401);
    const first = await guess();
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    running().clock.advance(1000);
    // … then longer each time, and the wait always ends.
    expect((await guess()).status).toBe(401);
    const second = await guess();
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(1);
    running().clock.advance(Number(second.headers.get('retry-after')) * 1000);
    expect((await guess()).status).toBe(401);
    for (let i = 0; i < 40; i++) {
      const waited = await guess();
      if (waited.status === 429) running().clock.advance(Number(waited.headers.get('retry-after')) * 1000);
    }
    const longest = await guess();
    expect(longest.status).toBe(429);
    expect(Number(longest.headers.get('retry-after'))).toBeLessThanOrEqual(MAX_DELAY_MS / 1000);
  });

  it('lets an address or a device that signed in before skip the delays, and no other', async () => {
    server = await proxied({ perAccount: 1 });
    const owner = { email: uniqueEmail('owner'), password: 'the-right-password' };
    await running().register({ ...owner });
    const signedIn = await signInFrom('198.51.100.7', owner);
    expect(signedIn.status).toBe(200);
    const device = deviceCookieOf(signedIn);
    const wrong = { email: owner.email, password: 'a-wrong-guess' };
    for (let i = 1; i <= 5; i++) await signInFrom(`192.0.2.${i}`, wrong);

    expect((await signInFrom('203.0.113.9', owner)).status).toBe(429);
    expect((await signInFrom('198.51.100.7', owner)).status).toBe(200);
    expect((await signInFrom('203.0.113.9', owner, device)).status).toBe(200);
    // A made-up device id is no known device.
    expect((await signInFrom('203.0.113.10', owner, 'A'.repeat(43))).status).toBe(429);
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
    const counted = await server.store.rateLimits.count(
      `POST /api/auth/login|account-ip|${email}|127.0.0.1`,
      server.clock.now(),
    );
    expect(counted).toBe(2);
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
        rateLimit: { windowMs: WINDOW_MS, perIp, perAccountAndIp: 100, perAccount: 100 },
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
