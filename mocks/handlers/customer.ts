import {
  MAINTENANCE_PLANS,
  WRONG_CURRENT_PASSWORD,
  planRank,
  type Message,
  type SupportTicket,
} from '@contract';
import { db } from '../db';
import { nextId, nowIso } from '../lib/ids';
import { MockHttpError, notFound } from '../lib/mock-error';
import { publishMockEvent } from '../lib/mock-events';
import { mockRoute } from '../lib/mock-route';

const byNewest = (a: { createdAt: string }, b: { createdAt: string }): number =>
  b.createdAt.localeCompare(a.createdAt);

export const customerHandlers = [
  mockRoute('customerProjects', ({ caller }) => {
    const { email } = caller();
    return db.projects.filter((project) => project.clientEmail === email).sort(byNewest);
  }),

  mockRoute('customerSubscriptions', ({ caller }) => {
    const { id } = caller();
    return db.subscriptions.filter((subscription) => subscription.customerId === id);
  }),

  mockRoute('customerSupportTickets', ({ caller }) => {
    const { id } = caller();
    return db.supportTickets.filter((ticket) => ticket.customerId === id).sort(byNewest);
  }),

  mockRoute('customerMessages', ({ caller }) => {
    const { id } = caller();
    const own = db.messages.filter((message) => message.customerId === id).sort(byNewest);
    const answer = structuredClone(own);
    // Opening the messages tab reads them (decision 18): this answer still flags the new ones,
    // the next one shows them read.
    const readAt = nowIso();
    for (const message of own) {
      if (message.fromAdmin && !message.isRead) Object.assign(message, { isRead: true, readAt });
    }
    return answer;
  }),

  mockRoute('customerUnreadMessages', ({ caller }) => {
    const { id } = caller();
    const unread = db.messages.filter((m) => m.customerId === id && m.fromAdmin && !m.isRead);
    return { count: unread.length };
  }),

  mockRoute('sendMessage', ({ body, caller }) => {
    const message: Message = {
      id: nextId('msg'),
      customerId: caller().id,
      subject: body.subject,
      content: body.content,
      fromAdmin: false,
      isRead: false,
      createdAt: nowIso(),
    };
    db.messages.push(message);
    publishMockEvent({ type: 'message.created', message }, { customerId: message.customerId });
    return message;
  }),

  mockRoute('upgradeSubscription', ({ body, caller }) => {
    const { id } = caller();
    const subscription = db.subscriptions.find(
      (entry) => entry.id === body.subscriptionId && entry.customerId === id,
    );
    if (!subscription) throw notFound('Subscription');
    if (planRank(body.newPlanId) <= planRank(subscription.plan)) {
      throw new MockHttpError(400, 'Only an upgrade to a higher plan is possible');
    }
    const monthlyPrice = MAINTENANCE_PLANS[body.newPlanId].monthly;
    Object.assign(subscription, { plan: body.newPlanId, monthlyPrice, status: 'active' });
    return { subscription, monthlyPrice };
  }),

  mockRoute(
    'createSupportTicket',
    ({ body, caller }) => {
      const customer = caller();
      const ticket: SupportTicket & { customerId: string } = {
        id: nextId('tkt'),
        customerId: customer.id,
        subject: body.subject,
        description: body.description,
        category: body.category,
        status: 'open',
        createdAt: nowIso(),
      };
      db.supportTickets.push(ticket);
      publishMockEvent({ type: 'ticket.created', ticket }, { customerId: customer.id });
      return ticket;
    },
    { status: 201 },
  ),

  mockRoute('changePassword', ({ body, caller, session }) => {
    const { id, email } = caller();
    if (db.passwords.get(email) !== body.currentPassword) {
      throw new MockHttpError(400, WRONG_CURRENT_PASSWORD, {
        issues: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
      });
    }
    db.passwords.set(email, body.newPassword);
    // The other sessions of the account end; this one stays (decision 35).
    for (const [token, other] of db.sessions) {
      if (other.customerId === id && token !== session?.token) db.sessions.delete(token);
    }
    return { success: true };
  }),
];
