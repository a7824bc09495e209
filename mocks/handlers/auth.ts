import {
  FORGOT_PASSWORD_ANSWER,
  LIMITS,
  RESET_LINK_INVALID,
  RESET_TOKEN_MINUTES,
  type Customer,
} from '@contract';
import { MOCK_ADMIN_CODE } from '../fixtures';
import { db } from '../db';
import { nextId, nextToken, nowIso } from '../lib/ids';
import { MockHttpError } from '../lib/mock-error';
import { publishMockEvent } from '../lib/mock-events';
import { mockRoute } from '../lib/mock-route';
import { applyReservedCredit } from './credit-rules';
import { recordLead } from './leads-recorder';

/** One answer for a wrong email, a wrong password and a non-admin account (decision 10). */
const INVALID_CREDENTIALS = 'Invalid email or password';

const findByEmail = (email: string): Customer | undefined =>
  db.customers.find((entry) => entry.email === email);

const issueToken = (customerId: string, scope: 'customer' | 'admin'): string => {
  const token = nextToken(scope);
  db.sessions.set(token, { token, customerId, scope });
  return token;
};

const checkPassword = (email: string, password: string): Customer => {
  const customer = findByEmail(email);
  if (!customer || db.passwords.get(email) !== password) throw new MockHttpError(401, INVALID_CREDENTIALS);
  return customer;
};

export const authHandlers = [
  mockRoute('register', ({ body }) => {
    if (findByEmail(body.email)) throw new MockHttpError(409, 'An account with this email already exists');
    const customer: Customer = {
      id: nextId('cus'),
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      company: body.company,
      phone: body.phone,
      createdAt: nowIso(),
      isAdmin: false,
      maintenanceCredit: 0,
      hasUsedMaintenanceCredit: false,
    };
    db.customers.push(applyReservedCredit(customer));
    db.passwords.set(body.email, body.password);
    recordLead('register', body.tracking, body.email);
    return { token: issueToken(customer.id, 'customer'), customer };
  }),

  mockRoute('login', ({ body }) => {
    const customer = checkPassword(body.email, body.password);
    return { token: issueToken(customer.id, 'customer'), customer };
  }),

  mockRoute('me', ({ caller }) => ({ customer: caller() })),

  mockRoute('logout', ({ session }) => {
    if (session) db.sessions.delete(session.token);
    return { success: true };
  }),

  mockRoute('requestVerification', ({ body }) => {
    const customer = checkPassword(body.email, body.password);
    if (!customer.isAdmin) throw new MockHttpError(401, INVALID_CREDENTIALS);
    const sessionId = nextId('verify');
    db.verifications.set(sessionId, {
      customerId: customer.id,
      expiresAt: Date.now() + LIMITS.adminCodeLifetimeSeconds * 1000,
      failedAttempts: 0,
    });
    return { sessionId, expiresIn: LIMITS.adminCodeLifetimeSeconds };
  }),

  mockRoute('verifyCode', ({ body }) => {
    const verification = db.verifications.get(body.sessionId);
    if (!verification || verification.expiresAt < Date.now()) {
      throw new MockHttpError(401, 'Verification session expired. Please sign in again.');
    }
    if (body.code !== MOCK_ADMIN_CODE) {
      verification.failedAttempts += 1;
      // Five wrong codes close the session (decision 10).
      if (verification.failedAttempts >= LIMITS.adminCodeMaxAttempts) db.verifications.delete(body.sessionId);
      throw new MockHttpError(401, 'Invalid or expired code. Please try again.');
    }
    db.verifications.delete(body.sessionId);
    return { token: issueToken(verification.customerId, 'admin') };
  }),

  // The same answer whether or not the email has an account; with one, the link lands in the outbox.
  mockRoute(
    'forgotPassword',
    ({ body, request }) => {
      const customer = findByEmail(body.email);
      if (customer) {
        const token = nextToken('customer').replace('customer-token', 'reset');
        db.passwordResets.set(token, {
          email: customer.email,
          expiresAt: Date.now() + RESET_TOKEN_MINUTES * 60_000,
          used: false,
        });
        const link = `${new URL(request.url).origin}/reset-password?token=${token}`;
        const mail = {
          id: nextId('mail'),
          kind: 'password_reset' as const,
          to: customer.email,
          language: body.language ?? 'en',
          subject: 'Reset your password',
          text: `Hello ${customer.firstName},\n\nTo choose a new password, open this link within ${RESET_TOKEN_MINUTES} minutes:\n\n${link}`,
          html: `<p>Hello ${customer.firstName},</p><p>To choose a new password, open this link within ${RESET_TOKEN_MINUTES} minutes:</p><p><a href="${link}">${link}</a></p>`,
          status: 'pending' as const,
          attempts: 0,
          createdAt: nowIso(),
        };
        db.outbox.unshift(mail);
        publishMockEvent({ type: 'mail.queued', mail });
      }
      return { success: true, message: FORGOT_PASSWORD_ANSWER };
    },
    { status: 202 },
  ),

  mockRoute('resetPassword', ({ body }) => {
    const reset = db.passwordResets.get(body.token);
    if (!reset || reset.used || reset.expiresAt < Date.now()) {
      throw new MockHttpError(400, RESET_LINK_INVALID, {
        issues: [{ path: 'token', message: RESET_LINK_INVALID }],
      });
    }
    reset.used = true;
    db.passwords.set(reset.email, body.password);
    // Every token of the account ends (decision 35).
    const customer = findByEmail(reset.email);
    for (const [token, session] of db.sessions) {
      if (session.customerId === customer?.id) db.sessions.delete(token);
    }
    return { success: true, email: reset.email };
  }),
];
