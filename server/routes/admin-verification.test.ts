/**
 * The admin second factor over real HTTP (decision 10): TOTP codes from the same secret an
 * authenticator app holds, 5 attempts, no replay, a 300-second session, uniform failures.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@contract/catalogue';
import { TEST_ADMIN, startTestServer, uniqueEmail, type TestServer } from '../http/test-server';
import { ADMIN_MESSAGES } from '../services/auth';
import { ensureAdminAccount } from '../services/customers/admin-account';
import { generateTotp } from '../services/totp';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  await ensureAdminAccount({
    store: server.store,
    clock: server.clock,
    passwords: server.services.passwords,
    admin: TEST_ADMIN,
  });
});
afterEach(() => server.close());

const credentials = { email: TEST_ADMIN.email, password: TEST_ADMIN.password };
const openSession = async () => {
  const answer = await server.call('requestVerification', { body: credentials });
  expect(answer.status).toBe(200);
  return answer.body.sessionId;
};
const codeNow = (offsetMs = 0) =>
  generateTotp(TEST_ADMIN.totpSecret, new Date(server.clock.now().getTime() + offsetMs));
/** A 6-digit code that is not valid in the current window. */
const wrongCode = async () => {
  const valid = new Set([await codeNow(-30_000), await codeNow(), await codeNow(30_000)]);
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
};

describe('request-verification', () => {
  it('opens a 300-second session for an admin email and password', async () => {
    const answer = await server.call('requestVerification', { body: credentials });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      sessionId: expect.any(String),
      expiresIn: LIMITS.adminCodeLifetimeSeconds,
    });
  });

  it('answers a wrong password, an unknown email and a non-admin account the same way', async () => {
    const email = uniqueEmail();
    await server.register({ email });
    const answers = await Promise.all([
      server.call('requestVerification', { body: { ...credentials, password: 'wrong-password' } }),
      server.call('requestVerification', { body: { email: uniqueEmail(), password: TEST_ADMIN.password } }),
      server.call('requestVerification', { body: { email, password: 'secret-pass' } }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: ADMIN_MESSAGES.invalidCredentials });
    }
  });
});

describe('verify-code', () => {
  it('gives an admin-scoped token for the current code (admin portal form)', async () => {
    const sessionId = await openSession();
    const answer = await server.call('verifyCode', { body: { code: await codeNow(), sessionId } });
    expect(answer.status).toBe(200);
    expect(answer.body.expiresIn).toBe(12 * 60 * 60);
    const customers = await server.call('adminCustomers', { token: answer.body.token });
    expect(customers.status).toBe(200);
  });

  it('accepts the customer portal form with the email, and a code one step old', async () => {
    const sessionId = await openSession();
    const code = await codeNow(-30_000);
    const answer = await server.call('verifyCode', { body: { sessionId, code, email: TEST_ADMIN.email } });
    expect(answer.status).toBe(200);
  });

  it('refuses a code two steps away', async () => {
    const sessionId = await openSession();
    const answer = await server.call('verifyCode', { body: { sessionId, code: await codeNow(-60_000) } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: ADMIN_MESSAGES.invalidCode });
  });

  it('refuses a code that was accepted once (no replay), even in a new session', async () => {
    const code = await codeNow();
    const first = await server.call('verifyCode', { body: { sessionId: await openSession(), code } });
    expect(first.status).toBe(200);
    const replay = await server.call('verifyCode', { body: { sessionId: await openSession(), code } });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: ADMIN_MESSAGES.invalidCode });
  });

  it('closes a session that was used', async () => {
    const sessionId = await openSession();
    expect((await server.call('verifyCode', { body: { sessionId, code: await codeNow() } })).status).toBe(
      200,
    );
    server.clock.advance(30_000);
    const again = await server.call('verifyCode', { body: { sessionId, code: await codeNow() } });
    expect(again.status).toBe(401);
  });

  it('closes the session after 5 wrong codes, so the right one is refused', async () => {
    const sessionId = await openSession();
    const wrong = await wrongCode();
    for (let attempt = 0; attempt < LIMITS.adminCodeMaxAttempts; attempt++) {
      const answer = await server.call('verifyCode', { body: { sessionId, code: wrong } });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: ADMIN_MESSAGES.invalidCode });
    }
    const right = await server.call('verifyCode', { body: { sessionId, code: await codeNow() } });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ message: ADMIN_MESSAGES.invalidCode });
  });

  it('checks at most 5 of 20 wrong codes sent at once, then refuses the right one', async () => {
    const sessionId = await openSession();
    const wrong = await wrongCode();
    // Each checked code looks up the session's account once: the count of checks. The lookup is
    // slowed down so that all 20 requests are in flight together, as on a loaded server.
    const findById = server.store.customers.findById.bind(server.store.customers);
    const lookups = vi.spyOn(server.store.customers, 'findById').mockImplementation(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return findById(id);
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.call('verifyCode', { body: { sessionId, code: wrong } })),
    );
    expect(lookups.mock.calls.length).toBeLessThanOrEqual(LIMITS.adminCodeMaxAttempts);
    lookups.mockRestore();
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: ADMIN_MESSAGES.invalidCode });
    }
    const right = await server.call('verifyCode', { body: { sessionId, code: await codeNow() } });
    expect(right.status).toBe(401);
  });

  it('still accepts the right code after 4 wrong ones', async () => {
    const sessionId = await openSession();
    const wrong = await wrongCode();
    for (let attempt = 0; attempt < LIMITS.adminCodeMaxAttempts - 1; attempt++) {
      await server.call('verifyCode', { body: { sessionId, code: wrong } });
    }
    expect((await server.call('verifyCode', { body: { sessionId, code: await codeNow() } })).status).toBe(
      200,
    );
  });

  it('expires the session after 300 seconds by the server clock', async () => {
    const early = await openSession();
    server.clock.advance(299_000);
    expect(
      (await server.call('verifyCode', { body: { sessionId: early, code: await codeNow() } })).status,
    ).toBe(200);

    const late = await openSession();
    server.clock.advance(301_000);
    const answer = await server.call('verifyCode', { body: { sessionId: late, code: await codeNow() } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: ADMIN_MESSAGES.invalidCode });
  });

  it('answers an unknown session like a wrong code, and a malformed code with 400', async () => {
    const unknown = await server.call('verifyCode', {
      body: { sessionId: 'no-such-session', code: await codeNow() },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: ADMIN_MESSAGES.invalidCode });
    const malformed = await server.call('verifyCode', {
      body: { sessionId: await openSession(), code: '12ab56' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues?.[0]?.path).toBe('code');
  });

  it('expires the admin token after 12 hours', async () => {
    const sessionId = await openSession();
    const { body } = await server.call('verifyCode', { body: { sessionId, code: await codeNow() } });
    server.clock.advance(12 * 3600 * 1000 - 1000);
    expect((await server.call('adminCustomers', { token: body.token })).status).toBe(200);
    server.clock.advance(2000);
    expect((await server.call('adminCustomers', { token: body.token })).status).toBe(401);
  });
});

describe('scopes (decision 9)', () => {
  it('gives an admin account a customer-scoped token at password login, refused on admin calls', async () => {
    const login = await server.call('login', { body: credentials });
    expect(login.status).toBe(200);
    expect(login.body.customer.isAdmin).toBe(true);
    expect((await server.call('adminCustomers', { token: login.body.token })).status).toBe(403);
    expect((await server.call('me', { token: login.body.token })).status).toBe(200);
  });
});
