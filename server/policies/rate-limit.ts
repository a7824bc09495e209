/**
 * Rate limits, counted in the store so that every server process sees the same counts (decisions
 * 12, 12a).
 *
 * The sign-in calls (sign-in, registration, the admin's second factor) are limited so that a stranger
 * can slow guessing down without locking the owner out (issue 13):
 * - per client address, per call: a wall (429 with Retry-After) at `perIp`;
 * - per account and client address: a wall at `perAccountAndIp`, so one address guesses little;
 * - per account, across every address that has never signed in to it: `perAccount` attempts pass,
 *   then attempts are spaced by growing delays (1 s, 2 s, 4 s … 60 s) instead of a wall, which is
 *   all a distributed guesser gets while the owner can still get through;
 * - an address or a device (the `device` cookie) that signed in to the account before skips the
 *   per-account count: it keeps its own allowance, whatever strangers do.
 *
 * The public calls that store or fetch something (health check, domains, credit claim, new projects)
 * are limited per client address, so that one client cannot fill the store or keep the server
 * fetching.
 */
import ipaddr from 'ipaddr.js';
import type { Store } from '../store/port';
import type { Clock } from '../lib/clock';
import { tooManyRequests } from '../http/errors';

export interface RateLimitConfig {
  windowMs: number;
  /** Calls per window from one client address, per route. */
  perIp: number;
  /** Calls per window for one account from one client address, per route. */
  perAccountAndIp: number;
  /**
   * Calls per window for one account from addresses and devices that never signed in to it, per
   * route; past it each call waits a growing delay.
   */
  perAccount: number;
}

/** The limit of the public write calls: calls per window from one client address, per route. */
export type IpRateLimitConfig = Pick<RateLimitConfig, 'windowMs' | 'perIp'>;

/** Where a sign-in attempt comes from. */
export interface Origin {
  ip: string;
  /** SHA-256 of the caller's device cookie, when it sent a well-formed one. */
  device?: string;
}

export interface RateLimiter {
  /** Counts a call from a client address; throws 429 with Retry-After past its allowance. */
  hitAddress(route: string, ip: string): Promise<void>;
  /**
   * Counts an attempt on an account (email or admin session's account): per account and address,
   * then per account unless the address or device signed in to it before; throws 429 with
   * Retry-After when the attempt must wait.
   */
  hitAccount(route: string, account: string, origin: Origin): Promise<void>;
  /** A successful sign-in: the address and the device keep their own allowance for this account. */
  remember(account: string, origin: Origin): Promise<void>;
}

/** Counts calls of public routes per client address; throws 429 with Retry-After past the limit. */
export interface IpLimiter {
  hit(route: string, ip: string): Promise<void>;
}

/** How long an address or device stays known to an account from a sign-in (the next one after renews it). */
export const KNOWN_ORIGIN_MS = 90 * 24 * 60 * 60 * 1000;
/** The first delay past the per-account allowance; each further attempt doubles it, up to the cap. */
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 60_000;

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

/** The delay before the `excess`-th attempt past the per-account allowance (1-based). */
export const delayFor = (excess: number): number =>
  Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(excess - 1, 16));

const secondsUntil = (resetAt: Date, now: Date): number =>
  Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

interface Counter {
  store: Store;
  clock: Clock;
}

/** Counts a hit on `key`; throws 429 once the window holds more than `max`. */
async function count(deps: Counter, key: string, windowMs: number, max: number): Promise<number> {
  const now = deps.clock.now();
  const { count: hits, resetAt } = await deps.store.rateLimits.hit(key, windowMs, now);
  if (hits > max) throw tooManyRequests(secondsUntil(resetAt, now));
  return hits;
}

const knownKeys = (account: string, { ip, device }: Origin): string[] => [
  `known|${account}|ip|${clientKey(ip)}`,
  ...(device ? [`known|${account}|device|${device}`] : []),
];

export function createRateLimiter(deps: Counter & { limits: RateLimitConfig }): RateLimiter {
  const { limits, store, clock } = deps;

  async function isKnown(account: string, origin: Origin): Promise<boolean> {
    const now = clock.now();
    for (const key of knownKeys(account, origin)) {
      if ((await store.rateLimits.count(key, now)) > 0) return true;
    }
    return false;
  }

  /**
   * Past the allowance, attempts pass one at a time through a gate that stays shut for a delay
   * after each one passes. The delay grows with the attempts made, so a guesser that keeps trying
   * soon waits the longest delay, and never more.
   */
  async function slowDown(route: string, account: string): Promise<void> {
    const attempts = await count(deps, `${route}|account|${account}`, limits.windowMs, Infinity);
    if (attempts <= limits.perAccount) return;
    const now = clock.now();
    const delay = delayFor(attempts - limits.perAccount);
    const gate = await store.rateLimits.hit(`${route}|account-gate|${account}`, delay, now);
    if (gate.count > 1) throw tooManyRequests(secondsUntil(gate.resetAt, now));
  }

  return {
    async hitAddress(route, ip) {
      await count(deps, `${route}|ip|${clientKey(ip)}`, limits.windowMs, limits.perIp);
    },
    async hitAccount(route, account, origin) {
      const pair = `${route}|account-ip|${account}|${clientKey(origin.ip)}`;
      await count(deps, pair, limits.windowMs, limits.perAccountAndIp);
      if (!(await isKnown(account, origin))) await slowDown(route, account);
    },
    async remember(account, origin) {
      const now = clock.now();
      for (const key of knownKeys(account, origin)) await store.rateLimits.hit(key, KNOWN_ORIGIN_MS, now);
    },
  };
}

export function createIpLimiter(deps: Counter & { limits: IpRateLimitConfig }): IpLimiter {
  return {
    // Keyed apart from the sign-in limits, so one allowance never spends the other.
    hit: async (route, ip) => {
      await count(deps, `public|${route}|${clientKey(ip)}`, deps.limits.windowMs, deps.limits.perIp);
    },
  };
}
