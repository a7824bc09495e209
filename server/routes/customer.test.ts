/**
 * The customer portal's calls over real HTTP: each customer sees only their own data; messages,
 * read state and subscription upgrades behave per decisions 17 and 18.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_PLANS } from '@contract/catalogue';
import { startTestServer, type TestServer } from '../http/test-server';
import { newId } from '../lib/ids';
import { SUBSCRIPTION_MESSAGES } from '../services/subscriptions';
import type { PlanId } from '@contract/catalogue';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const addSubscription = async (customerId: string, plan: PlanId) => {
  const now = server.clock.now();
  return server.store.subscriptions.create({
    id: newId(),
    customerId,
    plan,
    status: 'active',
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    createdAt: now.toISOString(),
  });
};

const addProject = (customerId: string, companyName: string) =>
  server.store.projects.create({
    id: newId(),
    customerId,
    clientName: 'Some Client',
    clientEmail: 'client@example.com',
    companyName,
    businessDescription: 'A bakery website',
    websiteType: 'business',
    packageType: 'professional',
    totalAmount: 299_500,
    paidAmount: 0,
    status: 'in_progress',
    includeLogo: false,
    logoAmount: 0,
    websiteUrl: 'https://bakery.example',
    createdAt: server.clock.now().toISOString(),
  });

describe('own lists', () => {
  it('lists only the caller’s projects, subscriptions and tickets', async () => {
    const ann = await server.register();
    const bob = await server.register();
    await addProject(ann.customer.id, 'Ann Co');
    await addProject(bob.customer.id, 'Bob Co');
    await addSubscription(bob.customer.id, 'startup');
    await server.store.supportTickets.create({
      id: newId(),
      customerId: bob.customer.id,
      subject: 'Email setup',
      description: 'Please help with email',
      category: 'technical',
      status: 'open',
      createdAt: server.clock.now().toISOString(),
    });

    const projects = await server.call('customerProjects', { token: ann.token });
    expect(projects.status).toBe(200);
    expect(projects.body.map((p) => p.companyName)).toEqual(['Ann Co']);
    expect((await server.call('customerSubscriptions', { token: ann.token })).body).toEqual([]);
    expect((await server.call('customerSupportTickets', { token: ann.token })).body).toEqual([]);

    const subscriptions = await server.call('customerSubscriptions', { token: bob.token });
    expect(subscriptions.body).toEqual([
      expect.objectContaining({
        plan: 'startup',
        status: 'active',
        monthlyPrice: MAINTENANCE_PLANS.startup.monthly,
      }),
    ]);
    const tickets = await server.call('customerSupportTickets', { token: bob.token });
    expect(tickets.body).toEqual([expect.objectContaining({ subject: 'Email setup', status: 'open' })]);
  });
});

describe('messages (decision 18)', () => {
  it('sends a message to the team, trimmed, and lists it', async () => {
    const { token, customer } = await server.register();
    const sent = await server.call('sendMessage', {
      token,
      body: { subject: '  Hello  ', content: ' New page? ' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      subject: 'Hello',
      content: 'New page?',
      fromAdmin: false,
      customerId: customer.id,
    });
    const list = await server.call('customerMessages', { token });
    expect(list.body.map((m) => m.id)).toEqual([sent.body.id]);
  });

  it('refuses blank subject or content', async () => {
    const { token } = await server.register();
    const answer = await server.call('sendMessage', { token, body: { subject: '   ', content: 'text' } });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.path).toBe('subject');
  });

  it('shows an admin message as new once, then as read', async () => {
    const { token, customer } = await server.register();
    const admin = await server.admin();
    const sent = await server.call('adminSendMessage', {
      token: admin.token,
      body: { customerId: customer.id, subject: 'Your site', message: 'It is live!' },
    });
    expect(sent.status).toBe(201);

    const unread = await server.call('customerUnreadMessages', { token });
    expect(unread.body).toEqual({ count: 1 });
    // Counting reads nothing: the count stays until the messages are opened.
    expect((await server.call('customerUnreadMessages', { token })).body).toEqual({ count: 1 });
    const first = await server.call('customerMessages', { token });
    expect(first.body).toEqual([
      expect.objectContaining({ id: sent.body.id, fromAdmin: true, isRead: false }),
    ]);
    const second = await server.call('customerMessages', { token });
    expect(second.body).toEqual([
      expect.objectContaining({ id: sent.body.id, isRead: true, readAt: expect.any(String) }),
    ]);
    expect((await server.call('customerUnreadMessages', { token })).body).toEqual({ count: 0 });
  });
});

describe('subscription upgrade (decision 17)', () => {
  it('moves to a higher plan at once and answers the new monthly price', async () => {
    const { token, customer } = await server.register();
    const subscription = await addSubscription(customer.id, 'startup');
    const answer = await server.call('upgradeSubscription', {
      token,
      body: { subscriptionId: subscription.id, newPlanId: 'enterprise' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.monthlyPrice).toBe(MAINTENANCE_PLANS.enterprise.monthly);
    expect(answer.body.subscription).toMatchObject({ id: subscription.id, plan: 'enterprise' });
    const list = await server.call('customerSubscriptions', { token });
    expect(list.body[0]?.plan).toBe('enterprise');
  });

  it('refuses the same or a lower plan with 400', async () => {
    const { token, customer } = await server.register();
    const subscription = await addSubscription(customer.id, 'professional');
    for (const newPlanId of ['professional', 'startup'] as const) {
      const answer = await server.call('upgradeSubscription', {
        token,
        body: { subscriptionId: subscription.id, newPlanId },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(SUBSCRIPTION_MESSAGES.notHigher);
      expect(answer.body.issues).toEqual([{ path: 'newPlanId', message: SUBSCRIPTION_MESSAGES.notHigher }]);
    }
  });

  it('answers 404 for another customer’s subscription and leaves it alone', async () => {
    const owner = await server.register();
    const intruder = await server.register();
    const subscription = await addSubscription(owner.customer.id, 'startup');
    const answer = await server.call('upgradeSubscription', {
      token: intruder.token,
      body: { subscriptionId: subscription.id, newPlanId: 'platinum' },
    });
    expect(answer.status).toBe(404);
    expect((await server.store.subscriptions.findById(subscription.id))?.plan).toBe('startup');
  });

  it('refuses an unknown plan id', async () => {
    const { token, customer } = await server.register();
    const subscription = await addSubscription(customer.id, 'startup');
    const answer = await server.call('upgradeSubscription', {
      token,
      body: { subscriptionId: subscription.id, newPlanId: 'diamond' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.path).toBe('newPlanId');
  });
});
