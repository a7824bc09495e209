/**
 * Support tickets over real HTTP (decision 34): a customer opens one, the admin lists and answers
 * it, the customer sees the answer; blank fields name the field; each step leaves its mail in the
 * outbox, the customer's in the customer's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../http/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newTicket = {
  subject: 'Broken footer link',
  description: 'The privacy link 404s.',
  category: 'technical',
};

describe('a customer’s tickets', () => {
  it('opens a ticket (201, open) that the customer then lists', async () => {
    const { token } = await server.register();
    const created = await server.call('createSupportTicket', {
      token,
      body: { ...newTicket, subject: '  Broken footer link ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      subject: 'Broken footer link',
      status: 'open',
      category: 'technical',
    });
    expect(created.body).not.toHaveProperty('customerEmail');
    const listed = await server.call('customerSupportTickets', { token });
    expect(listed.body).toEqual([created.body]);
  });

  it.each([
    ['subject', { ...newTicket, subject: '   ' }],
    ['description', { ...newTicket, description: '' }],
    ['category', { ...newTicket, category: 'complaint' }],
  ])('refuses a blank or unknown %s with 400 naming it, and stores nothing', async (field, body) => {
    const { token } = await server.register();
    const answer = await server.call('createSupportTicket', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.map((issue) => issue.path)).toEqual([field]);
    expect(answer.body.message).toMatch(new RegExp(`^${field}: `));
    expect((await server.call('customerSupportTickets', { token })).body).toEqual([]);
  });
});

describe('the admin’s answer', () => {
  it('lists every ticket with its customer, filters by status, and answers: open → answered → closed', async () => {
    const { token: adminToken } = await server.admin();
    const { token, customer } = await server.register({
      firstName: 'Ada',
      lastName: 'Lovelace',
      language: 'fr',
    });
    const created = await server.call('createSupportTicket', { token, body: newTicket });
    const open = await server.call('adminSupportTickets', { token: adminToken, query: { status: 'open' } });
    expect(open.body.find((ticket) => ticket.id === created.body.id)).toMatchObject({
      customerId: customer.id,
      customerName: 'Ada Lovelace',
      customerEmail: customer.email,
    });

    const answered = await server.call('respondToTicket', {
      token: adminToken,
      params: { id: created.body.id },
      body: { response: 'Fixed: the link points to /privacy again.', status: 'answered' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'answered',
      adminResponse: 'Fixed: the link points to /privacy again.',
    });
    const mine = await server.call('customerSupportTickets', { token });
    expect(mine.body[0]).toMatchObject({
      status: 'answered',
      adminResponse: 'Fixed: the link points to /privacy again.',
    });
    expect(mine.body[0]?.respondedAt).toBe(server.clock.now().toISOString());

    await server.call('respondToTicket', {
      token: adminToken,
      params: { id: created.body.id },
      body: { response: 'Closing this one.', status: 'closed' },
    });
    const closed = await server.call('adminSupportTickets', {
      token: adminToken,
      query: { status: 'closed' },
    });
    expect(closed.body.map((ticket) => ticket.id)).toContain(created.body.id);
    const stillOpen = await server.call('adminSupportTickets', {
      token: adminToken,
      query: { status: 'open' },
    });
    expect(stillOpen.body.map((ticket) => ticket.id)).not.toContain(created.body.id);

    // The mail: the agency learnt of the ticket; the customer got the answers, in French.
    const outbox = await server.call('adminOutbox', { token: adminToken });
    expect(outbox.body.delivery).toBe('outbox');
    const forCustomer = outbox.body.mails.filter(
      (mail) => mail.to === customer.email && mail.kind === 'ticket_answered',
    );
    expect(forCustomer.map((mail) => mail.subject)).toEqual([
      'Réponse à votre ticket d’assistance : Broken footer link',
      'Réponse à votre ticket d’assistance : Broken footer link',
    ]);
    expect(forCustomer.map((mail) => mail.language)).toEqual(['fr', 'fr']);
    const answers = forCustomer.map((mail) => mail.text);
    expect(answers.some((text) => text.includes('Fixed: the link points to /privacy again.'))).toBe(true);
    expect(answers.some((text) => text.includes('Closing this one.'))).toBe(true);
    const forAgency = outbox.body.mails.find(
      (mail) => mail.kind === 'admin_new_ticket' && mail.text.includes(customer.email),
    );
    expect(forAgency).toMatchObject({
      to: server.config.mail.adminAddress,
      subject: 'New support ticket: Broken footer link',
    });
  });

  it('answers 404 for an unknown ticket and 400 naming a blank response or a status it cannot set', async () => {
    const { token } = await server.admin();
    const unknown = await server.call('respondToTicket', {
      token,
      params: { id: 'no-such-ticket' },
      body: { response: 'Hello', status: 'answered' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Support ticket not found' });
    const blank = await server.call('respondToTicket', {
      token,
      params: { id: 'no-such-ticket' },
      body: { response: '  ', status: 'open' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.issues?.map((issue) => issue.path)).toEqual(['response', 'status']);
  });

  it('refuses a status filter it does not know', async () => {
    const { token } = await server.admin();
    const answer = await server.call('adminSupportTickets', { token, query: { status: 'resolved' } });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.path).toBe('status');
  });
});
