/**
 * The mocks of issue 21's calls behave like the server: a ticket opened is listed, the admin's
 * answer reaches the customer's open event stream, a reset link works once, a password change
 * checks the current password and ends the other sessions.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_ANSWER,
  RESET_LINK_INVALID,
  WRONG_CURRENT_PASSWORD,
  errorBodySchema,
  readPortalEvents,
  type OutboxResponse,
  type ResponseOf,
} from '@contract';
import { MOCK_EXPIRED_RESET_TOKEN, MOCK_PASSWORDS, MOCK_TOKENS, adaCustomer } from './fixtures';
import { resetDb } from './db';
import { server } from './node';
import { callRoute } from './testing/sample-requests';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

describe('support tickets', () => {
  it('opens a ticket (201, status open) that the customer and the admin then list', async () => {
    const created = await callRoute('createSupportTicket', {
      body: { subject: ' Broken link ', description: 'The footer link 404s.', category: 'technical' },
    });
    expect(created.status).toBe(201);
    const ticket = (await created.json()) as ResponseOf<'createSupportTicket'>;
    expect(ticket).toMatchObject({ subject: 'Broken link', status: 'open', category: 'technical' });
    const mine = (await (
      await callRoute('customerSupportTickets')
    ).json()) as ResponseOf<'customerSupportTickets'>;
    expect(mine[0]?.id).toBe(ticket.id);
    const open = (await (
      await callRoute('adminSupportTickets', { query: { status: 'open' } })
    ).json()) as ResponseOf<'adminSupportTickets'>;
    expect(open.find((entry) => entry.id === ticket.id)).toMatchObject({
      customerName: 'Ada Lovelace',
      customerEmail: adaCustomer.email,
    });
  });

  it('refuses a blank description with 400 naming the field', async () => {
    const response = await callRoute('createSupportTicket', {
      body: { subject: 'Hi', description: '   ', category: 'other' },
    });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).issues?.map((issue) => issue.path)).toEqual([
      'description',
    ]);
  });

  it('sends the admin’s answer to the customer’s open stream', async () => {
    const stream = await callRoute('customerEvents');
    const events = readPortalEvents(stream.body ?? new ReadableStream());
    expect((await events.next()).value).toEqual({ type: 'ready' });
    const answer = await callRoute('respondToTicket', {
      params: { id: 'tkt-invoice' },
      body: { response: 'Updated for the next invoice.', status: 'closed' },
    });
    expect(answer.status).toBe(200);
    const next = await events.next();
    await events.return(undefined);
    expect(next.value).toMatchObject({
      type: 'ticket.answered',
      ticket: { id: 'tkt-invoice', status: 'closed', adminResponse: 'Updated for the next invoice.' },
    });
  });

  it('answers an unknown ticket with 404', async () => {
    const response = await callRoute('respondToTicket', {
      params: { id: 'tkt-none' },
      body: { response: 'Hello', status: 'answered' },
    });
    expect(response.status).toBe(404);
  });

  it('refuses the event stream without a token', async () => {
    expect((await callRoute('customerEvents', { token: null })).status).toBe(401);
    expect((await callRoute('adminEvents', { token: MOCK_TOKENS.customer })).status).toBe(403);
  });
});

describe('password reset and change', () => {
  it('answers a known and an unknown email alike, and puts the link in the outbox', async () => {
    const known = await callRoute('forgotPassword', { body: { email: adaCustomer.email } });
    const unknown = await callRoute('forgotPassword', { body: { email: 'nobody@example.com' } });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    expect(await unknown.json()).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    const outbox = (await (await callRoute('adminOutbox')).json()) as OutboxResponse;
    const token = /token=([\w-]+)/.exec(outbox.mails[0]?.text ?? '')?.[1] ?? '';
    const body = { token, password: 'brand-new-1', confirmPassword: 'brand-new-1' };
    expect((await callRoute('resetPassword', { body })).status).toBe(200);
    const again = await callRoute('resetPassword', { body });
    expect(again.status).toBe(400);
    expect(errorBodySchema.parse(await again.json()).message).toBe(RESET_LINK_INVALID);
    const login = await callRoute('login', { body: { email: adaCustomer.email, password: 'brand-new-1' } });
    expect(login.status).toBe(200);
  });

  it('refuses an expired link and a confirmation that differs', async () => {
    const expired = await callRoute('resetPassword', {
      body: { token: MOCK_EXPIRED_RESET_TOKEN, password: 'abcdef', confirmPassword: 'abcdef' },
    });
    expect(expired.status).toBe(400);
    const differs = await callRoute('resetPassword', {
      body: { token: MOCK_EXPIRED_RESET_TOKEN, password: 'abcdef', confirmPassword: 'abcdeg' },
    });
    expect(errorBodySchema.parse(await differs.json()).issues?.[0]?.path).toBe('confirmPassword');
  });

  it('changes the password only with the current one', async () => {
    const wrong = await callRoute('changePassword', {
      body: { currentPassword: 'not-it', newPassword: 'another-1', confirmPassword: 'another-1' },
    });
    expect(wrong.status).toBe(400);
    expect(errorBodySchema.parse(await wrong.json())).toEqual({
      message: WRONG_CURRENT_PASSWORD,
      issues: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
    });
    const right = await callRoute('changePassword', {
      body: {
        currentPassword: MOCK_PASSWORDS[adaCustomer.email] ?? '',
        newPassword: 'another-1',
        confirmPassword: 'another-1',
      },
    });
    expect(right.status).toBe(200);
    expect((await callRoute('me')).status).toBe(200);
  });
});
