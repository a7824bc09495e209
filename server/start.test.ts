/**
 * Start-up on the embedded store in a data folder: demo content and accounts on the first start,
 * and a restart keeps accounts and messages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, testConfig } from './config';
import { silentLogger } from './lib/logger';
import { DEMO_CUSTOMER } from './seed';
import { generateTotp } from './services/totp';
import { startServer } from './start';

let dataDir: string;
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const post = async (url: string, body: unknown, token?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('startServer', () => {
  it('seeds a fresh data folder, and a restart keeps accounts and messages', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'agency-start-'));
    const config = testConfig({ dataDir, port: 0 });

    const first = await startServer({ config, logger: silentLogger, host: '127.0.0.1' });
    expect(first.seeded).toBe(true);
    const portfolio = (await (await fetch(`${first.url}/api/portfolio`)).json()) as unknown[];
    expect(portfolio.length).toBeGreaterThanOrEqual(12);
    const demo = await post(`${first.url}/api/auth/login`, {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(demo.status).toBe(200);
    const registered = await post(`${first.url}/api/auth/register`, {
      email: 'kept@example.com',
      password: 'kept-password',
      firstName: 'Kept',
      lastName: 'Customer',
    });
    expect(registered.status).toBe(201);
    const sent = await post(
      `${first.url}/api/customer/send-message`,
      { subject: 'Still here?', content: 'After a restart' },
      String(registered.body.token),
    );
    expect(sent.status).toBe(201);
    await first.close();

    const second = await startServer({ config, logger: silentLogger, host: '127.0.0.1' });
    try {
      expect(second.seeded).toBe(false);
      const login = await post(`${second.url}/api/auth/login`, {
        email: 'kept@example.com',
        password: 'kept-password',
      });
      expect(login.status).toBe(200);
      const messages = await fetch(`${second.url}/api/customer/messages`, {
        headers: { authorization: `Bearer ${String(login.body.token)}` },
      });
      expect(await messages.json()).toEqual([expect.objectContaining({ subject: 'Still here?' })]);
      // The token issued before the restart still works: tokens live in the store (decision 12a).
      const me = await fetch(`${second.url}/api/auth/me`, {
        headers: { authorization: `Bearer ${String(registered.body.token)}` },
      });
      expect(me.status).toBe(200);
      // The configured admin exists and can open a verification session.
      const verification = await post(`${second.url}/api/admin/request-verification`, {
        email: config.admin.email,
        password: config.admin.password,
      });
      expect(verification.status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('demotes the demo admin when a restart configures another admin', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'agency-start-'));
    const demo = await startServer({ config: testConfig({ dataDir, port: 0 }), logger: silentLogger });
    const credentials = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
    const signIn = async (url: string, secret: string) => {
      const session = await post(`${url}/api/admin/request-verification`, credentials);
      if (session.status !== 200) return session;
      const code = await generateTotp(secret, new Date());
      return post(`${url}/api/admin/verify-code`, { sessionId: session.body.sessionId, code });
    };
    const demoToken = String((await signIn(demo.url, DEMO_ADMIN.totpSecret)).body.token);
    await demo.close();

    const admin = {
      email: 'owner@agency.example',
      password: 'owner-password',
      totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
      usesDemoDefaults: false,
    };
    const configured = await startServer({
      config: testConfig({ dataDir, port: 0, admin }),
      logger: silentLogger,
    });
    try {
      // The public demo password and secret no longer open the admin portal...
      const again = await signIn(configured.url, DEMO_ADMIN.totpSecret);
      expect(again.status).toBe(401);
      // ...and the admin token issued before the restart stopped working.
      const customers = await fetch(`${configured.url}/api/admin/customers`, {
        headers: { authorization: `Bearer ${demoToken}` },
      });
      expect(customers.status).toBe(401);
      const demoted = await configured.store.customers.findByEmail(DEMO_ADMIN.email);
      expect(demoted?.isAdmin).toBe(false);
      expect(demoted).not.toHaveProperty('totpSecret');
      const owner = await post(`${configured.url}/api/admin/request-verification`, {
        email: admin.email,
        password: admin.password,
      });
      expect(owner.status).toBe(200);
    } finally {
      await configured.close();
    }
  });
});
