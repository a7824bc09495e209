/**
 * The portals' live updates over real HTTP: an admin's answer reaches the customer's open stream,
 * a customer's message reaches the admin's; a stream carries only its caller's events, needs the
 * token, ends when the token is revoked and when the server drains.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@contract/routes';
import { createDrain } from '../http/drain';
import { openEvents } from '../http/test-events';
import { startTestServer, type TestServer } from '../http/test-server';

const drain = createDrain();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ eventsHeartbeatMs: 100, drain });
});
afterAll(() => server.close());

const customerStream = (token?: string) => openEvents(server.url, routes.customerEvents.path, token);
const adminStream = (token?: string) => openEvents(server.url, routes.adminEvents.path, token);

describe('the customer’s stream', () => {
  it('opens with ready and carries the admin’s answer to the customer’s ticket at once', async () => {
    const { token: adminToken } = await server.admin();
    const { token } = await server.register();
    const ticket = await server.call('createSupportTicket', {
      token,
      body: { subject: 'Slow page', description: 'The gallery loads slowly.', category: 'technical' },
    });
    const stream = await customerStream(token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    expect(await stream.next()).toEqual({ type: 'ready' });

    await server.call('respondToTicket', {
      token: adminToken,
      params: { id: ticket.body.id },
      body: { response: 'We compressed the images.', status: 'answered' },
    });
    expect(await stream.next()).toMatchObject({
      type: 'ticket.answered',
      ticket: { id: ticket.body.id, status: 'answered', adminResponse: 'We compressed the images.' },
    });

    const sent = await server.call('adminSendMessage', {
      token: adminToken,
      body: {
        customerId: ticket.body.id && (await server.call('me', { token })).body.customer.id,
        subject: 'Hi',
        content: 'Done.',
      },
    });
    expect(await stream.next()).toMatchObject({
      type: 'message.created',
      message: { id: sent.body.id, fromAdmin: true },
    });
    stream.close();
  });

  it('carries nothing of another customer’s', async () => {
    const { token: adminToken } = await server.admin();
    const mine = await server.register();
    const other = await server.register();
    const stream = await customerStream(mine.token);
    await stream.next();
    await server.call('adminSendMessage', {
      token: adminToken,
      body: { customerId: other.customer.id, subject: 'For the other', content: 'Not yours.' },
    });
    await server.call('adminSendMessage', {
      token: adminToken,
      body: { customerId: mine.customer.id, subject: 'For you', content: 'Yours.' },
    });
    expect(await stream.next()).toMatchObject({ type: 'message.created', message: { subject: 'For you' } });
    stream.close();
  });

  it('needs a token, and ends once the token is revoked (checked at each keep-alive)', async () => {
    expect((await customerStream()).status).toBe(401);
    const { token } = await server.register();
    const stream = await customerStream(token);
    await stream.next();
    await server.call('logout', { token });
    expect(await stream.ended(2000)).toBe(true);
  });
});

describe('the admin’s stream', () => {
  it('carries every customer’s new tickets and messages, and refuses a customer token', async () => {
    const { token: adminToken } = await server.admin();
    const { token } = await server.register({ firstName: 'Grace', lastName: 'Hopper' });
    expect((await adminStream(token)).status).toBe(403);
    const stream = await adminStream(adminToken);
    expect(await stream.next()).toEqual({ type: 'ready' });
    await server.call('createSupportTicket', {
      token,
      body: { subject: 'Invoice', description: 'New address, please.', category: 'billing' },
    });
    expect(await stream.next()).toMatchObject({
      type: 'ticket.created',
      ticket: { subject: 'Invoice', customerName: 'Grace Hopper' },
    });
    expect(await stream.next()).toMatchObject({ type: 'mail.queued', mail: { kind: 'admin_new_ticket' } });
    await server.call('sendMessage', { token, body: { subject: 'Question', content: 'When do we launch?' } });
    expect(await stream.next()).toMatchObject({
      type: 'message.created',
      message: { subject: 'Question', customerName: 'Grace Hopper', fromAdmin: false },
    });
    stream.close();
  });
});

describe('shutdown', () => {
  // Last: the server refuses every request once it drains.
  it('ends the open streams when the server starts to drain', async () => {
    const { token } = await server.register();
    const stream = await customerStream(token);
    await stream.next();
    drain.start();
    expect(await stream.ended(2000)).toBe(true);
    await drain.idle();
  });
});
