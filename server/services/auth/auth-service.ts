/**
 * Accounts: register, login, me, logout (spec part 1 §7, decisions 7–9). A password login always
 * gives a customer-scoped token, also for an admin account; failures never say which part was wrong.
 */
import type { AuthResponse, MeResponse } from '../../../contract/api/auth';
import type { z } from 'zod';
import type { registerBodySchema, loginBodySchema } from '../../../contract/api/auth';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { HttpError, conflict } from '../../http/errors';
import type { Caller } from '../../policies/authenticate';
import { DuplicateKeyError, type Store } from '../../store/port';
import type { CreditService } from '../credits';
import { toCustomer } from '../customers/to-customer';
import type { LeadService } from '../leads';
import type { SessionService } from '../sessions';
import type { PasswordHasher } from './passwords';

export type RegisterInput = z.output<typeof registerBodySchema>;
export type LoginInput = z.output<typeof loginBodySchema>;

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
  passwords: PasswordHasher;
  sessions: SessionService;
  credits: CreditService;
  leads: LeadService;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { store, passwords, sessions } = deps;

  return {
    async register(input) {
      // Cheap check first, so a taken email does not cost a hash; the unique key decides races.
      if (await store.customers.findByEmail(input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const passwordHash = await passwords.hash(input.password);
      let customer;
      try {
        customer = await store.customers.create({
          id: newId(),
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company,
          phone: input.phone,
          isAdmin: false,
          maintenanceCredit: 0,
          hasUsedMaintenanceCredit: false,
          createdAt: deps.clock.now().toISOString(),
        });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw conflict(AUTH_MESSAGES.emailTaken);
        throw error;
      }
      customer = await deps.credits.applyReservation(customer);
      await deps.leads.record('register', input.tracking, customer.email);
      const { token } = await sessions.issue(customer.id, 'customer');
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
      return { token, customer: toCustomer(customer) };
    },

    me: (caller) => ({ customer: toCustomer(caller.customer) }),

    async logout(caller) {
      await sessions.revoke(caller.tokenHash);
      return { success: true };
    },
  };
}
