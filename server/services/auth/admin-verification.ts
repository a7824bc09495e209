/**
 * The admin second factor (decision 10): email and password of an admin account open a 300-second
 * verification session; a TOTP code from the admin's authenticator closes it with an admin-scoped
 * token. At most 5 codes per session are ever checked (each takes its attempt before it is checked,
 * so concurrent guesses cannot slip past the count), a code's time step is accepted once, and every
 * failure answers the same text.
 */
import { LIMITS } from '@contract/catalogue';
import type { RequestVerificationResponse, VerifyCodeResponse } from '@contract/api/auth';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { HttpError } from '../../http/errors';
import type { Store } from '../../store/port';
import type { SessionService } from '../sessions';
import { TOTP_PERIOD_SECONDS, verifyTotp } from '../totp';
import type { PasswordHasher } from './passwords';

export const ADMIN_MESSAGES = {
  invalidCredentials: 'Invalid admin credentials',
  invalidCode: 'Invalid or expired code',
} as const;

export interface AdminVerificationService {
  requestVerification(input: { email: string; password: string }): Promise<RequestVerificationResponse>;
  verifyCode(input: { sessionId: string; code: string }): Promise<VerifyCodeResponse>;
  /** The account a verification session belongs to (the per-account rate limit of verify-code). */
  accountOf(sessionId: string): Promise<string | undefined>;
}

const invalidCredentials = () => new HttpError(401, ADMIN_MESSAGES.invalidCredentials);
const invalidCode = () => new HttpError(401, ADMIN_MESSAGES.invalidCode);

/** A used step is remembered past the whole window in which its code could still verify. */
const STEP_MEMORY_MS = 3 * TOTP_PERIOD_SECONDS * 1000;

export function createAdminVerificationService(deps: {
  store: Store;
  clock: Clock;
  passwords: PasswordHasher;
  sessions: SessionService;
}): AdminVerificationService {
  const { store, clock } = deps;
  const lifetimeMs = LIMITS.adminCodeLifetimeSeconds * 1000;

  return {
    async requestVerification({ email, password }) {
      const customer = await store.customers.findByEmail(email);
      if (!customer) {
        await deps.passwords.burn(password);
        throw invalidCredentials();
      }
      const passwordOk = await deps.passwords.verify(password, customer.passwordHash);
      if (!passwordOk || !customer.isAdmin || !customer.totpSecret) throw invalidCredentials();
      const now = clock.now();
      const id = newId();
      await store.verificationSessions.create({
        id,
        customerId: customer.id,
        expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
        attempts: 0,
        closed: false,
        createdAt: now.toISOString(),
      });
      return { sessionId: id, expiresIn: LIMITS.adminCodeLifetimeSeconds };
    },

    async verifyCode({ sessionId, code }) {
      const now = clock.now();
      // The attempt is taken (atomically) before the code is checked, so requests arriving together
      // cannot all pass a "fewer than 5 failures" check that none of them has recorded yet.
      const session = await store.verificationSessions.takeAttempt(
        sessionId,
        LIMITS.adminCodeMaxAttempts,
        now,
      );
      if (!session) throw invalidCode();
      const customer = await store.customers.findById(session.customerId);
      const step =
        customer?.isAdmin && customer.totpSecret ? await verifyTotp(customer.totpSecret, code, now) : null;
      const fresh =
        customer && step !== null
          ? await store.totpSteps.markUsed(customer.id, step, new Date(now.getTime() + STEP_MEMORY_MS))
          : false;
      if (!customer || !fresh) throw invalidCode();
      await store.verificationSessions.close(session.id);
      const { token, expiresIn } = await deps.sessions.issue(customer.id, 'admin');
      return { token, expiresIn };
    },

    async accountOf(sessionId) {
      return (await store.verificationSessions.findById(sessionId))?.customerId;
    },
  };
}
