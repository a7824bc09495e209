/**
 * The admin's Settings tab over real HTTP: their own account and the site's configuration, read-only
 * and without a secret; signing out everywhere revokes every token of the admin, both scopes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, startTestServer, type TestServer } from '../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the admin account and site settings', () => {
  it("answers the admin's account and how the site runs", async () => {
    const { token } = await server.admin();
    const answer = await server.call('adminAccount', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.customer).toMatchObject({ email: TEST_ADMIN.email, isAdmin: true });
    expect(answer.body.settings).toEqual({
      environment: 'test',
      publicOrigin: server.config.publicOrigin,
      storage: 'embedded',
      payments: 'sandbox',
      domainRegistry: server.config.domainRegistry,
      externalPaymentLinks: [],
      healthCheckAllowLoopback: server.config.healthCheckAllowLoopback,
      usesDemoAdmin: server.config.admin.usesDemoDefaults,
      customerTokenHours: 30 * 24,
      adminTokenHours: 12,
    });
  });

  it('never carries a secret', async () => {
    const { token } = await server.admin();
    const answer = await server.call('adminAccount', { token });
    expect(answer.text).not.toMatch(/passwordHash|totpSecret|scrypt|sk_|whsec_/);
    expect(answer.text).not.toContain(TEST_ADMIN.totpSecret);
    expect(answer.text).not.toContain(TEST_ADMIN.password);
  });
});

describe('sign out everywhere', () => {
  it("revokes every token of the admin, the password login's too, and no one else's", async () => {
    const { customerToken } = await server.admin();
    const first = await server.freshAdminToken();
    const second = await server.freshAdminToken();
    const someone = await server.register();

    const answer = await server.call('adminSignOutEverywhere', { token: first });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });

    expect((await server.call('adminCustomers', { token: first })).status).toBe(401);
    expect((await server.call('adminCustomers', { token: second })).status).toBe(401);
    expect((await server.call('me', { token: customerToken })).status).toBe(401);
    expect((await server.call('me', { token: someone.token })).status).toBe(200);
    // A new second factor signs in again.
    expect((await server.call('adminCustomers', { token: await server.freshAdminToken() })).status).toBe(200);
  });
});
