/**
 * Rate limits, counted in the store so that every server process sees the same counts: the sign-in
 * calls per client address and per account (decisions 12, 12a), and the public calls that store or
 * fetch something (health check, domains, credit claim, new projects) per client address, so that
 * one client cannot fill the store or keep the server fetching.
 */
import ipaddr from 'ipaddr.js';
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

/** The limit of the public write calls: calls per window from one client address, per route. */
export type IpRateLimitConfig = Pick<RateLimitConfig, 'windowMs' | 'perIp'>;

export interface RateLimiter {
  /** Counts a call; throws 429 with Retry-After once the window's allowance is spent. */
  hit(kind: 'ip' | 'account', route: string, subject: string): Promise<void>;
}

/** Counts calls of public routes per client address; throws 429 with Retry-After past the limit. */
export interface IpLimiter {
  hit(route: string, ip: string): Promise<void>;
}

/**
 * The address a limit counts against. An IPv6 client usually holds a whole /64 (and can pick any
 * address in it), so IPv6 is counted per /64; an IPv4-mapped IPv6 address counts as its IPv4.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

async function count(
  deps: { store: Store; clock: Clock; windowMs: number },
  key: string,
  max: number,
): Promise<void> {
  const now = deps.clock.now();
  const { count: hits, resetAt } = await deps.store.rateLimits.hit(key, deps.windowMs, now);
  if (hits > max) {
    throw tooManyRequests(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)));
  }
}

export function createRateLimiter(deps: {
  store: Store;
  clock: Clock;
  limits: RateLimitConfig;
}): RateLimiter {
  const { limits } = deps;
  const counter = { store: deps.store, clock: deps.clock, windowMs: limits.windowMs };
  return {
    hit(kind, route, subject) {
      const key = kind === 'ip' ? clientKey(subject) : subject;
      return count(counter, `${route}|${kind}|${key}`, kind === 'ip' ? limits.perIp : limits.perAccount);
    },
  };
}

export function createIpLimiter(deps: { store: Store; clock: Clock; limits: IpRateLimitConfig }): IpLimiter {
  const counter = { store: deps.store, clock: deps.clock, windowMs: deps.limits.windowMs };
  return {
    // Keyed apart from the sign-in limits, so one allowance never spends the other.
    hit: (route, ip) => count(counter, `public|${route}|${clientKey(ip)}`, deps.limits.perIp),
  };
}
