/**
 * Passwords a person sets themselves (decision 35): "Forgot password?" mails a single-use link,
 * valid 30 minutes, whose token is stored only as its SHA-256; the reset sets the password and
 * revokes every token (and every other reset link) of the account. Signed in, a password change
 * needs the current password and revokes the account's other sessions.
 *
 * An unknown email is indistinguishable from a known one: the same 202 and body, and the same work
 * (one password hash's time and a store write's), so neither the answer nor its timing tells
 * whether an account exists.
 */
import {
  FORGOT_PASSWORD_ANSWER,
  RESET_LINK_INVALID,
  RESET_TOKEN_MINUTES,
  type ForgotPasswordResponse,
  type ResetPasswordResponse,
} from '@contract/api/auth';
import { WRONG_CURRENT_PASSWORD } from '@contract/api/customer';
import type { LanguageCode } from '@contract/catalogue';
import { badRequest } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { Caller } from '../../policies/authenticate';
import type { Store } from '../../store/port';
import type { PasswordHasher } from '../auth/passwords';
import type { Mailer } from '../mail/mailer';
import type { PortalLinks } from '../mail/links';
import type { SessionService } from '../sessions';

export interface AccountPasswordService {
  forgotPassword(input: { email: string; language: LanguageCode }): Promise<ForgotPasswordResponse>;
  resetPassword(input: { token: string; password: string }): Promise<ResetPasswordResponse>;
  changePassword(
    caller: Caller,
    input: { currentPassword: string; newPassword: string },
  ): Promise<{ success: true }>;
}

export interface AccountPasswordDeps {
  store: Store;
  clock: Clock;
  passwords: PasswordHasher;
  sessions: SessionService;
  mailer: Mailer;
  links: PortalLinks;
}

const RESET_TTL_MS = RESET_TOKEN_MINUTES * 60_000;

export function createAccountPasswordService(deps: AccountPasswordDeps): AccountPasswordService {
  const { store, clock, passwords, sessions, mailer, links } = deps;
  const answer: ForgotPasswordResponse = { success: true, message: FORGOT_PASSWORD_ANSWER };

  return {
    async forgotPassword({ email, language }) {
      const customer = await store.customers.findByEmail(email);
      // The same work on both paths: a hash's time (the limiter bounds it) and one token minted.
      const token = randomToken();
      await passwords.burn(token);
      if (!customer) return answer;
      const now = clock.now();
      await store.passwordResets.create({
        tokenHash: sha256Hex(token),
        customerId: customer.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      });
      // The account's language; a page's language only for an account that has none recorded.
      const mailLanguage = customer.language ?? language;
      await mailer.queue({
        kind: 'password_reset',
        to: customer.email,
        language: mailLanguage,
        params: {
          name: customer.firstName,
          link: links.resetPassword(mailLanguage, token),
          minutes: RESET_TOKEN_MINUTES,
        },
      });
      return answer;
    },

    async resetPassword({ token, password }) {
      // Hashed first, so a valid token is never used up by a reset that then fails to hash.
      const passwordHash = await passwords.hash(password);
      const reset = await store.passwordResets.consume(sha256Hex(token), clock.now());
      const customer = reset && (await store.customers.findById(reset.customerId));
      if (!reset || !customer) {
        throw badRequest(RESET_LINK_INVALID, { issues: [{ path: 'token', message: RESET_LINK_INVALID }] });
      }
      await store.customers.update(customer.id, { passwordHash });
      // Every session and every other link of the account ends: whoever held them holds nothing now.
      await sessions.revokeAll(customer.id);
      await store.passwordResets.deleteForCustomer(customer.id);
      return { success: true, email: customer.email };
    },

    async changePassword(caller, { currentPassword, newPassword }) {
      const { customer } = caller;
      if (!(await passwords.verify(currentPassword, customer.passwordHash))) {
        throw badRequest(WRONG_CURRENT_PASSWORD, {
          issues: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
        });
      }
      await store.customers.update(customer.id, { passwordHash: await passwords.hash(newPassword) });
      await sessions.revokeAllExcept(customer.id, caller.tokenHash);
      await store.passwordResets.deleteForCustomer(customer.id);
      return { success: true };
    },
  };
}
