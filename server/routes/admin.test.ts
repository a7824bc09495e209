/**
 * The admin's calls over real HTTP: customers (decision 19), all messages, messages to a chosen
 * customer in both payload forms, projects and their status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../http/test-server';
import { newId } from '../lib/ids';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.admin()).token;
});
afterAll(() => server.close());

const seedPortalData = async (customerId: string) => {
  const now = server.clock.now().toISOString();
  await server.store.projects.create({
    id: newId(),
    customerId,
    clientName: 'Kept Client',
    clientEmail: 'kept@example.com',
    companyName: 'Kept Co',
    businessDescription: 'Kept for the records',
    websiteType: 'business',
    packageType: 'startup',
    totalAmount: 199_500,
    paidAmount: 199_500,
    status: 'paid_full',
    includeLogo: false,
    logoAmount: 0,
    createdAt: now,
  });
  await server.store.subscriptions.create({
    id: newId(),
    customerId,
    plan: 'startup',
    status: 'active',
    currentPeriodEnd: now,
    createdAt: now,
  });
  await server.store.supportTickets.create({
    id: newId(),
    customerId,
    subject: 'Help',
    description: 'Please',
    category: 'other',
    status: 'open',
    createdAt: now,
  });
};

describe('customers', () => {
  it('lists every account without secrets', async () => {
    const { customer } = await server.register();
    const answer = await server.call('adminCustomers', { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual(customer);
    expect(answer.text).not.toMatch(/passwordHash|totpSecret|scrypt/);
  });

  it('deletes a customer: tokens stop at once, messages and subscriptions go, projects stay', async () => {
    const { token, customer } = await server.register();
    await seedPortalData(customer.id);
    await server.call('sendMessage', { token, body: { subject: 'Hi', content: 'Hello' } });

    const answer = await server.call('deleteCustomer', { token: adminToken, params: { id: customer.id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });

    expect((await server.call('me', { token })).status).toBe(401);
    expect(await server.store.customers.findById(customer.id)).toBeNull();
    expect(await server.store.messages.listByCustomer(customer.id)).toEqual([]);
    expect(await server.store.subscriptions.listByCustomer(customer.id)).toEqual([]);
    expect(await server.store.supportTickets.listByCustomer(customer.id)).toEqual([]);
    const kept = await server.store.projects.listByCustomer(customer.id);
    expect(kept).toEqual([
      expect.objectContaining({ clientName: 'Kept Client', clientEmail: 'kept@example.com' }),
    ]);

    expect(
      (await server.call('deleteCustomer', { token: adminToken, params: { id: customer.id } })).status,
    ).toBe(404);
  });

  it('refuses to delete the admin’s own account', async () => {
    const { record } = await server.admin();
    const answer = await server.call('deleteCustomer', { token: adminToken, params: { id: record.id } });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.path).toBe('id');
    expect(await server.store.customers.findById(record.id)).not.toBeNull();
  });

  it('refuses a malformed id with 400', async () => {
    const answer = await server.call('deleteCustomer', { token: adminToken, params: { id: 'a b$c' } });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.path).toBe('id');
  });
});

describe('messages', () => {
  it('sends to a chosen customer in both payload forms and lists all messages with names', async () => {
    const { token, customer } = await server.register({ firstName: 'Mary', lastName: 'Shelley' });
    const portalForm = await server.call('adminSendMessage', {
      token: adminToken,
      body: { customerId: customer.id, subject: 'One', content: 'From the customer portal' },
    });
    const adminForm = await server.call('adminSendMessage', {
      token: adminToken,
      body: { customerId: customer.id, subject: 'Two', message: 'From the admin portal' },
    });
    expect(portalForm.status).toBe(201);
    expect(adminForm.status).toBe(201);
    expect(adminForm.body).toMatchObject({
      content: 'From the admin portal',
      fromAdmin: true,
      isRead: false,
    });
    await server.call('sendMessage', { token, body: { subject: 'Three', content: 'From Mary' } });

    const all = await server.call('adminMessages', { token: adminToken });
    expect(all.status).toBe(200);
    const mine = all.body.filter((m) => m.customerId === customer.id);
    expect(mine.map((m) => m.subject).sort()).toEqual(['One', 'Three', 'Two']);
    expect(mine.every((m) => m.customerName === 'Mary Shelley')).toBe(true);
  });

  it('refuses a message without content and answers 404 for an unknown customer', async () => {
    const { customer } = await server.register();
    const empty = await server.call('adminSendMessage', {
      token: adminToken,
      body: { customerId: customer.id, subject: 'No body' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.issues?.[0]?.path).toBe('content');
    const unknown = await server.call('adminSendMessage', {
      token: adminToken,
      body: { customerId: 'missing', subject: 'Hi', content: 'There' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('projects', () => {
  it('lists every project and moves one to another status', async () => {
    const { customer } = await server.register();
    await seedPortalData(customer.id);
    const list = await server.call('adminProjects', { token: adminToken });
    expect(list.status).toBe(200);
    const project = list.body.find((p) => p.companyName === 'Kept Co');
    expect(project).toBeDefined();

    const updated = await server.call('updateProjectStatus', {
      token: adminToken,
      params: { id: project?.id ?? '' },
      body: { status: 'completed' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: project?.id, status: 'completed' });

    const bad = await server.call('updateProjectStatus', {
      token: adminToken,
      params: { id: project?.id ?? '' },
      body: { status: 'archived' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.path).toBe('status');
  });

  it('records when work started and when it was completed, for the delivery tracker', async () => {
    const { customer } = await server.register();
    await seedPortalData(customer.id);
    const project = (await server.call('adminProjects', { token: adminToken })).body.find(
      (p) => p.companyName === 'Kept Co' && p.clientName === 'Kept Client' && !p.startedAt,
    );
    const move = (status: 'in_progress' | 'completed') =>
      server.call('updateProjectStatus', {
        token: adminToken,
        params: { id: project?.id ?? '' },
        body: { status },
      });

    const startedAt = server.clock.now().toISOString();
    expect((await move('in_progress')).body).toMatchObject({ status: 'in_progress', startedAt });
    server.clock.advance(5 * 60 * 60 * 1000);
    const completedAt = server.clock.now().toISOString();
    expect((await move('completed')).body).toMatchObject({ status: 'completed', startedAt, completedAt });
    server.clock.advance(60 * 60 * 1000);
    // Moved back: work started when it first did, and it is no longer complete.
    const reopened = (await move('in_progress')).body;
    expect(reopened).toMatchObject({ status: 'in_progress', startedAt });
    expect(reopened).not.toHaveProperty('completedAt');
  });

  it('refuses the payment statuses, which follow the payments alone (decision 14)', async () => {
    const { customer } = await server.register();
    await seedPortalData(customer.id);
    const project = (await server.call('adminProjects', { token: adminToken })).body.find(
      (p) => p.companyName === 'Kept Co',
    );
    for (const status of ['paid_full', 'paid_deposit', 'pending'] as const) {
      const answer = await server.call('updateProjectStatus', {
        token: adminToken,
        params: { id: project?.id ?? '' },
        body: { status },
      });
      expect(answer.status, status).toBe(400);
      expect(answer.body.message).toMatch(/^status: /);
      expect(answer.body.issues).toEqual([{ path: 'status', message: expect.any(String) }]);
    }
    const stored = await server.store.projects.findById(project?.id ?? '');
    expect(stored).toMatchObject({ status: project?.status, paidAmount: project?.paidAmount });
    const missing = await server.call('updateProjectStatus', {
      token: adminToken,
      params: { id: 'missing' },
      body: { status: 'completed' },
    });
    expect(missing.status).toBe(404);
  });
});
