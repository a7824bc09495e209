/**
 * Rate limits of the four sign-in calls (decisions 12, 12a) over real HTTP: per client address and
 * per account, 429 with Retry-After, counters in the store, reset when the window passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../http/test-server';

let server: TestServer;
afterEach(() => server.close());

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
