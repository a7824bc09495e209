import { AMOUNTS, formatUsd, type Message, type SiteSettings, type SupportTicket } from '@contract';
import { db } from '../db';
import { nextId, nowIso } from '../lib/ids';
import { MockHttpError, notFound } from '../lib/mock-error';
import { mockRoute } from '../lib/mock-route';
import { publishMockEvent } from '../lib/mock-events';
import { grantCredit, hasHadCredit } from './credit-rules';
import { createPayment, checkoutUrl } from './payment-records';

const customerById = (id: string) => {
  const customer = db.customers.find((entry) => entry.id === id);
  if (!customer) throw notFound('Customer');
  return customer;
};

const fullName = (id: string): string | undefined => {
  const customer = db.customers.find((entry) => entry.id === id);
  return customer && `${customer.firstName} ${customer.lastName}`;
};

/** A sandbox site as `npm start` runs it on a fresh machine. */
const mockSettings: SiteSettings = {
  environment: 'development',
  publicOrigin: 'http://localhost:3000',
  storage: 'embedded',
  payments: 'sandbox',
  domainRegistry: 'embedded',
  externalPaymentLinks: [],
  healthCheckAllowLoopback: false,
  usesDemoAdmin: true,
  customerTokenHours: 30 * 24,
  adminTokenHours: 12,
};

/** A ticket as the admin sees it: with its customer's id, name and email. */
const withOwner = (ticket: SupportTicket & { customerId: string }): SupportTicket => {
  const customer = db.customers.find((entry) => entry.id === ticket.customerId);
  return {
    ...ticket,
    customerName: customer && `${customer.firstName} ${customer.lastName}`,
    customerEmail: customer?.email,
  };
};

export const adminHandlers = [
  mockRoute('adminAccount', ({ caller }) => ({ customer: caller(), settings: mockSettings })),

  mockRoute('adminSignOutEverywhere', ({ caller }) => {
    const { id } = caller();
    for (const [token, session] of db.sessions) if (session.customerId === id) db.sessions.delete(token);
    return { success: true };
  }),

  mockRoute('adminCustomers', () => db.customers),

  mockRoute('adminMessages', () =>
    [...db.messages]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((message) => ({ ...message, customerName: fullName(message.customerId) })),
  ),

  mockRoute('adminSendMessage', ({ body }) => {
    const customer = customerById(body.customerId);
    const message: Message = {
      id: nextId('msg'),
      customerId: customer.id,
      subject: body.subject,
      content: body.content,
      fromAdmin: true,
      isRead: false,
      createdAt: nowIso(),
    };
    db.messages.push(message);
    publishMockEvent({ type: 'message.created', message }, { customerId: customer.id });
    return message;
  }),

  mockRoute('deleteCustomer', ({ params }) => {
    const customer = customerById(params.id);
    // Projects stay for the agency's records (decision 19); the rest goes with the account.
    db.customers = db.customers.filter((entry) => entry.id !== customer.id);
    db.messages = db.messages.filter((message) => message.customerId !== customer.id);
    db.subscriptions = db.subscriptions.filter((subscription) => subscription.customerId !== customer.id);
    db.passwords.delete(customer.email);
    for (const [token, session] of db.sessions) {
      if (session.customerId === customer.id) db.sessions.delete(token);
    }
    return { success: true };
  }),

  mockRoute('adminProjects', () => [...db.projects].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),

  mockRoute('updateProjectStatus', ({ params, body }) => {
    const project = db.projects.find((entry) => entry.id === params.id);
    if (!project) throw notFound('Project');
    // As the server records them for the delivery tracker.
    const now = nowIso();
    project.status = body.status;
    project.startedAt ??= now;
    if (body.status === 'completed') project.completedAt = now;
    else delete project.completedAt;
    const owner = db.customers.find((entry) => entry.email === project.clientEmail);
    publishMockEvent({ type: 'project.updated', project }, { customerId: owner?.id });
    return project;
  }),

  mockRoute('applyMaintenanceCredit', ({ body }) => {
    const customer = customerById(body.customerId);
    if (hasHadCredit(customer)) {
      throw new MockHttpError(
        409,
        `This customer has already received the ${formatUsd(AMOUNTS.maintenanceCreditCents / 100)} maintenance credit.`,
      );
    }
    return { customer: grantCredit(customer) };
  }),

  mockRoute('createPaymentLink', ({ body }) => {
    const payment = createPayment({
      purpose: 'payment_link',
      amountCents: Math.round(body.amount * 100),
      description: body.description,
      customerEmail: body.customerEmail,
      projectId: body.projectId,
    });
    return { paymentUrl: checkoutUrl(payment) };
  }),

  mockRoute('adminSupportTickets', ({ query }) =>
    db.supportTickets
      .filter((ticket) => !query.status || ticket.status === query.status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(withOwner),
  ),

  mockRoute('respondToTicket', ({ params, body }) => {
    const ticket = db.supportTickets.find((entry) => entry.id === params.id);
    if (!ticket) throw notFound('Support ticket');
    Object.assign(ticket, { adminResponse: body.response, status: body.status, respondedAt: nowIso() });
    const answered = withOwner(ticket);
    publishMockEvent({ type: 'ticket.answered', ticket: answered }, { customerId: ticket.customerId });
    return answered;
  }),

  mockRoute('adminOutbox', () => ({ delivery: 'outbox', mails: db.outbox })),
];
