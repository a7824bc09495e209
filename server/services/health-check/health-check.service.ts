/**
 * The website health check (decision 20): normalise the address, fetch it safely, analyse it.
 */
import type { HealthCheckResult } from '@contract/entities';
import { createLimiter, LimiterFullError } from '../../lib/limiter';
import { safeFetch, SafeFetchError, type SafeFetchOptions, type SafeFetchResult } from '../../lib/safe-fetch';
import { HealthCheckBusyError, HealthCheckError } from './errors';

/** Fetches a page for analysis; production uses safeFetch with its defaults. */
export type FetchPage = (url: string) => Promise<SafeFetchResult>;

export interface HealthCheckService {
  /**
   * Throws HealthCheckError (→ 422) when the page cannot be fetched or answers an error status, and
   * HealthCheckBusyError (→ 503) when too many checks are running and waiting already.
   */
  check(url: string): Promise<HealthCheckResult>;
}

export interface HealthCheckDeps {
  /** Replaces the fetch entirely (tests); wins over `fetchOptions`. */
  fetchPage?: FetchPage;
  /**
   * Options for the default safeFetch. `allowLoopback` belongs only to tests and an explicit local
   * demo setting (checking a page served on this machine with no network); production leaves it off.
   */
  fetchOptions?: SafeFetchOptions;
  /** Fetches running at once (default 4): each holds a socket and up to the page size limit. */
  maxConcurrentFetches?: number;
  /** Checks that may wait for a fetch slot (default 8); one more answers 503 at once. */
  maxWaitingFetches?: number;
}

export const DEFAULT_MAX_CONCURRENT_FETCHES = 4;
export const DEFAULT_MAX_WAITING_FETCHES = 8;

/** Prepends https:// when the visitor typed no scheme (spec part 2 §5). */
export function normaliseUrl(input: string): string {
  const trimmed = input.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function createHealthCheckService(deps: HealthCheckDeps = {}): HealthCheckService {
  const fetchPage = deps.fetchPage ?? ((url: string) => safeFetch(url, deps.fetchOptions));
  // Bounds the outbound work one server does for anonymous visitors, whatever the rate limits allow.
  const fetches = createLimiter(deps.maxConcurrentFetches ?? DEFAULT_MAX_CONCURRENT_FETCHES, {
    maxWaiting: deps.maxWaitingFetches ?? DEFAULT_MAX_WAITING_FETCHES,
  });

  return {
    async check(input) {
      let page: SafeFetchResult;
      try {
        page = await fetches.run(() => fetchPage(normaliseUrl(input)));
      } catch (error) {
        if (error instanceof LimiterFullError) throw new HealthCheckBusyError();
        if (error instanceof SafeFetchError) {
          throw new HealthCheckError(error.code, error.message, { cause: error });
        }
        throw error;
      }
      if (page.status >= 400) {
        throw new HealthCheckError('bad_status', `The site answered with HTTP status ${page.status}.`);
      }
      // Loaded on the first check: the HTML parser (cheerio) costs the server ~10 MB of memory,
      // which one that never runs a check need not carry.
      const { analyzePage } = await import('./analyze-page');
      return analyzePage({ ...page, html: page.body });
    },
  };
}
