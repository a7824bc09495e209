/**
 * Accounts: register, login, me, logout (spec part 1 §7, decisions 7–9). A password login always
 * gives a customer-scoped token, also for an admin account; failures never say which part was wrong.
 */
import type { AuthResponse, MeResponse } from '@contract/api/auth';
import type { z } from 'zod';
import type { registerBodySchema, loginBodySchema } from '@contract/api/auth';
import type { LanguageCode } from '@contract/catalogue';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { newId } from '../../lib/ids';
import { HttpError, conflict } from '../../http/errors';
import type { Caller } from '../../policies/authenticate';
import { DuplicateKeyError, type Store } from '../../store/port';
import type { CustomerRecord } from '../../store/records';
import type { CreditService } from '../credits';
import { toCustomer } from '../customers/to-customer';
import type { LeadService } from '../leads';
import type { SessionService } from '../sessions';
import type { PasswordHasher } from './passwords';
import type { EventPublisher } from '../events';
import type { PortalLinks } from '../mail/links';
import type { Mailer } from '../mail/mailer';

/** The parsed body and the language of the request (body, lang cookie or Accept-Language). */
export type RegisterInput = z.output<typeof registerBodySchema> & { language: LanguageCode };
export type LoginInput = z.output<typeof loginBodySchema> & { language: LanguageCode };

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
} as const;

export interface AuthService {
  register(input: RegisterInput): Promise<AuthResponse>;
  login(input: LoginInput): Promise<AuthResponse>;
  me(caller: Caller): MeResponse;
  logout(caller: Caller): Promise<{ success: true }>;
}

export interface AuthServiceDeps {
  store: Store;
  clock: Clock;
  logger: Logger;
  events: EventPublisher;
  mailer: Mailer;
  links: PortalLinks;
  passwords: PasswordHasher;
  sessions: SessionService;
  credits: CreditService;
  leads: LeadService;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { store, passwords, sessions } = deps;

  /** Removes an account that never reached its owner (its token first, so it can never act). */
  async function undoRegistration(customerId: string): Promise<void> {
    try {
      await sessions.revokeAll(customerId);
      await store.customers.delete(customerId);
    } catch {
      // The first error answers the call; the account then stays, as a crash here would leave it.
    }
  }

  /**
   * What a successful sign-in updates on the account: the language mail is written in, and a hash
   * of an older kind or cost (scrypt before argon2id) replaced while the password is at hand
   * (decision 7). Neither may fail the sign-in: the next one tries again.
   */
  async function afterSignIn(customer: CustomerRecord, input: LoginInput): Promise<void> {
    try {
      const rehash = passwords.needsRehash(customer.passwordHash);
      if (!rehash && customer.language === input.language) return;
      await store.customers.update(customer.id, {
        language: input.language,
        ...(rehash ? { passwordHash: await passwords.hash(input.password) } : {}),
      });
    } catch (error) {
      deps.logger.warn('could not update the account after a sign-in', { error, customerId: customer.id });
    }
  }

  return {
    async register(input) {
      // Cheap check first, so a taken email does not cost a hash; the unique key decides races.
      if (await store.customers.findByEmail(input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const passwordHash = await passwords.hash(input.password);
      // The token is stored before the account: it opens nothing until the account exists, and a
      // failure of either write leaves no account behind, so the visitor's retry is not a 409.
      const id = newId();
      const { token } = await sessions.issue(id, 'customer');
      let customer;
      try {
        customer = await store.customers.create({
          id,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company,
          phone: input.phone,
          isAdmin: false,
          maintenanceCredit: 0,
          hasUsedMaintenanceCredit: false,
          language: input.language,
          createdAt: deps.clock.now().toISOString(),
        });
      } catch (error) {
        await sessions.revokeToken(token).catch(() => undefined);
        if (error instanceof DuplicateKeyError) throw conflict(AUTH_MESSAGES.emailTaken);
        throw error;
      }
      try {
        customer = await deps.credits.applyReservation(customer);
      } catch (error) {
        // Undone, so that the retry registers afresh (and finds the reservation again if it was not
        // applied). Nobody has seen the account or its token yet.
        await undoRegistration(customer.id);
        throw error;
      }
      await deps.leads.record('register', input.tracking, customer.email);
      await deps.events.toAdmins({ type: 'customer.created', customer: toCustomer(customer) });
      await deps.mailer.queue({
        kind: 'welcome',
        to: customer.email,
        language: input.language,
        params: { name: customer.firstName, link: deps.links.site(input.language) },
      });
      return { token, customer: toCustomer(customer) };
    },
    async login(input) {
      const customer = await store.customers.findByEmail(input.email);
      if (!customer) {
        await passwords.burn(input.password);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      if (!(await passwords.verify(input.password, customer.passwordHash))) {
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      const { token } = await sessions.issue(customer.id, 'customer');
      await afterSignIn(customer, input);
      return { token, customer: toCustomer(customer) };
    },

    me: (caller) => ({ customer: toCustomer(caller.customer) }),

    async logout(caller) {
      await sessions.revoke(caller.tokenHash);
      return { success: true };
    },
  };
}
