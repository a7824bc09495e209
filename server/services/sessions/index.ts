/**
 * Bearer tokens (decision 8): 256 random bits handed to the client once, stored only as a SHA-256
 * hash with an expiry — 30 days for the customer scope, 12 hours for the admin scope.
 */
import type { Store } from '../../store/port';
import type { Scope } from '../../store/records';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/crypto';

export interface IssuedToken {
  token: string;
  /** Seconds until it expires. */
  expiresIn: number;
}

export interface SessionService {
  issue(customerId: string, scope: Scope): Promise<IssuedToken>;
  revoke(tokenHash: string): Promise<void>;
  /** Revokes a token by its value (one issued in this request that must not outlive a failure). */
  revokeToken(token: string): Promise<void>;
  revokeAll(customerId: string): Promise<void>;
  /** Every token of the account but the caller's own (a password change keeps this session). */
  revokeAllExcept(customerId: string, keepTokenHash: string): Promise<void>;
}

export function createSessionService(deps: {
  store: Store;
  clock: Clock;
  ttlSeconds: Readonly<Record<Scope, number>>;
}): SessionService {
  return {
    async issue(customerId, scope) {
      const token = randomToken();
      const now = deps.clock.now();
      const expiresIn = deps.ttlSeconds[scope];
      await deps.store.tokens.create({
        tokenHash: sha256Hex(token),
        customerId,
        scope,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString(),
      });
      return { token, expiresIn };
    },
    revoke: (tokenHash) => deps.store.tokens.delete(tokenHash),
    revokeToken: (token) => deps.store.tokens.delete(sha256Hex(token)),
    revokeAll: (customerId) => deps.store.tokens.deleteForCustomer(customerId),
    revokeAllExcept: (customerId, keepTokenHash) =>
      deps.store.tokens.deleteForCustomer(customerId, keepTokenHash),
  };
}
