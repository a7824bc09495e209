/**
 * Accounts over real HTTP: register, login, me, logout (decisions 7–9).
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../http/test-server';
import { AUTH_MESSAGES } from '../services/auth';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newCustomer = (email = uniqueEmail()) => ({
  email,
  password: 'correct horse',
  confirmPassword: 'correct horse',
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Navy Labs',
  phone: '',
});

describe('register', () => {
  it('creates an account and answers a token and the customer, without secrets', async () => {
    const email = uniqueEmail();
    const answer = await server.call('register', {
      body: { ...newCustomer(), email: `  ${email.toUpperCase()} ` },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.customer).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Navy Labs',
      isAdmin: false,
      maintenanceCredit: 0,
      hasUsedMaintenanceCredit: false,
    });
    expect(answer.body.customer.phone).toBeUndefined();
    expect(answer.text).not.toMatch(/passwordHash|scrypt|argon2|totpSecret/);
  });

  it('stores the password as an argon2id hash and the token only as its SHA-256', async () => {
    const { token, customer } = await server.register();
    const record = await server.store.customers.findById(customer.id);
    expect(record?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=64,t=2,p=1\$/);
    expect(JSON.stringify(record)).not.toContain('secret-pass');
    const { sha256Hex } = await import('../lib/crypto');
    expect(await server.store.tokens.findValid(token, server.clock.now())).toBeNull();
    expect(await server.store.tokens.findValid(sha256Hex(token), server.clock.now())).toMatchObject({
      customerId: customer.id,
      scope: 'customer',
    });
  });

  it('refuses a taken email, whatever its case, with 409', async () => {
    const email = uniqueEmail();
    await server.register({ email });
    const again = await server.call('register', { body: newCustomer(email.toUpperCase()) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: AUTH_MESSAGES.emailTaken });
  });

  it('creates one account when 50 registrations of one email arrive at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.call('register', { body: newCustomer(i % 2 ? email : email.toUpperCase()) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const accounts = (await server.store.customers.list()).filter((c) => c.email === email);
    expect(accounts).toHaveLength(1);
  });

  it('names the failing field of an invalid payload', async () => {
    const answer = await server.call('register', {
      body: { ...newCustomer(), password: '123', confirmPassword: '123' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Password must be at least 6 characters long.');
    expect(answer.body.issues).toContainEqual({
      path: 'password',
      message: 'Password must be at least 6 characters long.',
    });
  });

  it('refuses a confirmation that differs', async () => {
    const answer = await server.call('register', {
      body: { ...newCustomer(), confirmPassword: 'other words' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.path).toBe('confirmPassword');
  });
});

describe('login', () => {
  it('rehashes a scrypt hash of before as argon2id at the first sign-in that proves the password', async () => {
    const email = uniqueEmail('legacy');
    const { customer } = await server.register({ email });
    const salt = randomBytes(16);
    const key = scryptSync('secret-pass', salt, 64, { N: 2 ** 10, r: 8, p: 1 });
    const legacy = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await server.store.customers.update(customer.id, { passwordHash: legacy });

    const wrong = await server.call('login', { body: { email, password: 'not-it' } });
    expect(wrong.status).toBe(401);
    expect((await server.store.customers.findById(customer.id))?.passwordHash).toBe(legacy);

    const right = await server.call('login', { body: { email, password: 'secret-pass' } });
    expect(right.status).toBe(200);
    const rehashed = (await server.store.customers.findById(customer.id))?.passwordHash;
    expect(rehashed).toMatch(/^\$argon2id\$/);
    expect((await server.call('login', { body: { email, password: 'secret-pass' } })).status).toBe(200);
  });

  it('records the language of each sign-in on the account (body, else Accept-Language)', async () => {
    const email = uniqueEmail('lang');
    const { customer } = await server.register({ email, language: 'fr' });
    expect((await server.store.customers.findById(customer.id))?.language).toBe('fr');
    await server.call('login', {
      body: { email, password: 'secret-pass' },
      headers: { 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    expect((await server.store.customers.findById(customer.id))?.language).toBe('ja');
    await server.call('login', { body: { email, password: 'secret-pass', language: 'ar' } });
    expect((await server.store.customers.findById(customer.id))?.language).toBe('ar');
  });

  it('answers a fresh customer-scoped token for the right password', async () => {
    const email = uniqueEmail();
    const { token: first } = await server.register({ email });
    const answer = await server.call('login', {
      body: { email: email.toUpperCase(), password: 'secret-pass' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token).not.toBe(first);
    expect(answer.body.customer.email).toBe(email);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const email = uniqueEmail();
    await server.register({ email });
    const wrongPassword = await server.call('login', { body: { email, password: 'not-the-password' } });
    const unknown = await server.call('login', { body: { email: uniqueEmail(), password: 'secret-pass' } });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('refuses operator objects in place of strings', async () => {
    const email = uniqueEmail();
    await server.register({ email });
    for (const body of [
      { email, password: { $gt: '' } },
      { email: { $ne: null }, password: 'secret-pass' },
      { email: { $regex: '.*' }, password: { $exists: true } },
    ]) {
      const answer = await server.call('login', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.token).toBeUndefined();
    }
  });
});

describe('me and logout', () => {
  it('answers the caller for a valid token and 401 without one', async () => {
    const { token, customer } = await server.register();
    const me = await server.call('me', { token });
    expect(me.status).toBe(200);
    expect(me.body.customer).toEqual(customer);
    expect((await server.call('me')).status).toBe(401);
    expect((await server.call('me', { token: 'not-a-token' })).status).toBe(401);
    expect((await server.call('me', { headers: { authorization: `Basic ${token}` } })).status).toBe(401);
  });

  it('revokes the token at logout, leaving other sessions alive', async () => {
    const email = uniqueEmail();
    const { token } = await server.register({ email });
    const other = await server.call('login', { body: { email, password: 'secret-pass' } });
    const logout = await server.call('logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect((await server.call('me', { token })).status).toBe(401);
    expect((await server.call('logout', { token })).status).toBe(401);
    expect((await server.call('me', { token: other.body.token })).status).toBe(200);
  });

  it('expires a customer token after 30 days', async () => {
    const local = await startTestServer();
    try {
      const { token } = await local.register();
      local.clock.advance(30 * 24 * 3600 * 1000 - 1000);
      expect((await local.call('me', { token })).status).toBe(200);
      local.clock.advance(2000);
      expect((await local.call('me', { token })).status).toBe(401);
    } finally {
      await local.close();
    }
  });
});
