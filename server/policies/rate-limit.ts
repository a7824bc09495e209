/**
 * Rate limits of the sign-in calls (decisions 12, 12a): a fixed window per client address and per
 * account, counted in the store so that every server process sees the same counts.
 */
import type { Store } from '../store/port';
import type { Clock } from '../lib/clock';
import { tooManyRequests } from '../http/errors';

export interface RateLimitConfig {
  windowMs: number;
  /** Calls per window from one client address, per route. */
  perIp: number;
  /** Calls per window for one account (email or admin session), per route. */
  perAccount: number;
}

export interface RateLimiter {
  /** Counts a call; throws 429 with Retry-After once the window's allowance is spent. */
  hit(kind: 'ip' | 'account', route: string, subject: string): Promise<void>;
}

export function createRateLimiter(deps: {
  store: Store;
  clock: Clock;
  limits: RateLimitConfig;
}): RateLimiter {
  const { limits } = deps;
  return {
    async hit(kind, route, subject) {
      const now = deps.clock.now();
      const max = kind === 'ip' ? limits.perIp : limits.perAccount;
      const { count, resetAt } = await deps.store.rateLimits.hit(
        `${route}|${kind}|${subject}`,
        limits.windowMs,
        now,
      );
      if (count > max) {
        throw tooManyRequests(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)));
      }
    },
  };
}
