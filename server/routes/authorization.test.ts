/**
 * The authorization matrix over real HTTP (decision 9), for every route of the contract: no token
 * and a bad token answer 401; a customer-scoped token on an admin call answers 403 (also for an
 * admin account signed in with only a password); another customer's ids answer 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeList, type RouteName } from '@contract/routes';
import { startTestServer, type TestServer } from '../http/test-server';
import { newId } from '../lib/ids';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const guarded = routeList.filter((route) => route.access !== 'public');
const adminOnly = guarded.filter((route) => route.access === 'admin');
const params = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map((m) => [m[1], 'abc123']));
const callAs = (name: RouteName, path: string, token?: string) =>
  server.call(name, {
    token,
    params: params(path),
    ...(['GET', 'DELETE'].includes(routeOf(name).method) ? {} : { body: {} }),
  });
const routeOf = (name: RouteName) => routeList.find((route) => route.name === name) ?? routeList[0]!;

describe('every customer and admin route', () => {
  it.each(guarded.map((route) => [route.name, route.path]))(
    '%s answers 401 without a token',
    async (name, path) => {
      const answer = await callAs(name, path);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: expect.any(String) });
    },
  );

  it.each(guarded.map((route) => [route.name, route.path]))(
    '%s answers 401 for an unknown token',
    async (name, path) => {
      expect((await callAs(name, path, 'x'.repeat(43))).status).toBe(401);
    },
  );

  it.each(adminOnly.map((route) => [route.name, route.path]))(
    '%s answers 403 for a customer token',
    async (name, path) => {
      const { token } = await server.register();
      const answer = await callAs(name, path, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Admin access required' });
    },
  );

  it.each(adminOnly.map((route) => [route.name, route.path]))(
    '%s answers 403 for an admin account’s password-login token',
    async (name, path) => {
      const { customerToken } = await server.admin();
      expect((await callAs(name, path, customerToken)).status).toBe(403);
    },
  );

  // An event stream that lets the caller in never ends: events.test.ts opens those and reads their first event.
  it.each(guarded.filter((route) => !route.stream).map((route) => [route.name, route.path]))(
    '%s lets the admin-scoped token past the policy',
    async (name, path) => {
      // Fresh each time: logout revokes the token it is called with.
      const token = await server.freshAdminToken();
      const answer = await callAs(name, path, token);
      expect([401, 403]).not.toContain(answer.status);
    },
  );

  it('answers 401 once the account behind a token is deleted', async () => {
    const { token, customer } = await server.register();
    await server.store.customers.delete(customer.id);
    for (const route of guarded) expect((await callAs(route.name, route.path, token)).status).toBe(401);
  });
});

/** Customer calls that name a record by id: each must refuse another customer's record. */
const idFields = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).filter((key) => /id$/i.test(key)) : [];
const customerRoutesWithIds = routeList
  .filter((route) => route.access === 'customer')
  .filter((route) => idFields(route.body).length + idFields(route.params).length > 0)
  .map((route) => route.name)
  .sort();

describe("another customer's ids", () => {
  it('covers every customer route that takes an id', () => {
    expect(customerRoutesWithIds).toEqual(['createLogoPayment', 'upgradeSubscription']);
  });

  it('answers 404 for another customer’s subscription and project', async () => {
    const owner = await server.register();
    const intruder = await server.register();
    const now = server.clock.now().toISOString();
    const subscription = await server.store.subscriptions.create({
      id: newId(),
      customerId: owner.customer.id,
      plan: 'startup',
      status: 'active',
      currentPeriodEnd: now,
      createdAt: now,
    });
    const project = await server.store.projects.create({
      id: newId(),
      customerId: owner.customer.id,
      clientName: 'Owner',
      clientEmail: owner.customer.email,
      companyName: 'Owner Co',
      businessDescription: 'Owned',
      websiteType: 'business',
      packageType: 'startup',
      totalAmount: 199_500,
      paidAmount: 0,
      status: 'pending',
      includeLogo: true,
      logoAmount: 9900,
      createdAt: now,
    });

    const upgrade = await server.call('upgradeSubscription', {
      token: intruder.token,
      body: { subscriptionId: subscription.id, newPlanId: 'platinum' },
    });
    expect(upgrade.status).toBe(404);
    const logo = await server.call('createLogoPayment', {
      token: intruder.token,
      body: { projectId: project.id },
    });
    expect(logo.status).toBe(404);

    // The owner may.
    const own = await server.call('createLogoPayment', {
      token: owner.token,
      body: { projectId: project.id },
    });
    expect(own.status).toBe(200);
  });
});
