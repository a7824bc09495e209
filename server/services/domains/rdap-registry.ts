/**
 * The RDAP registry adapter (decision 21). The IANA bootstrap file (RFC 9224) names the RDAP
 * service of each TLD; `{base}domain/{name}` answers 200 when the name is registered and 404 when
 * the registry does not know it. Only that 404 means available: every other answer, a network
 * error, a timeout or a TLD without a service is "unknown" (null).
 */
import { z } from 'zod';
import { systemClock, type Clock } from '../../lib/clock';
import type { Registry } from './registry';

export const IANA_DNS_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface JsonResponse {
  status: number;
  /** Parsed JSON, or null when the body was empty or not JSON. */
  body: unknown;
}
export type FetchJson = (url: string) => Promise<JsonResponse>;

/** GET with a per-request timeout over the runtime's fetch. */
export function createFetchJson(options: { timeoutMs?: number } = {}): FetchJson {
  const timeoutMs = options.timeoutMs ?? 5000;
  return async (url) => {
    const res = await fetch(url, {
      headers: { accept: 'application/rdap+json, application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: parseJson(await res.text()) };
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const bootstrapSchema = z.object({
  services: z.array(z.tuple([z.array(z.string()), z.array(z.string())])),
});

/** TLD → base URL (with a trailing slash), preferring https. */
export function parseBootstrap(body: unknown): Map<string, string> {
  const bases = new Map<string, string>();
  for (const [tlds, urls] of bootstrapSchema.parse(body).services) {
    const base = urls.find((u) => u.startsWith('https://')) ?? urls[0];
    if (!base) continue;
    const withSlash = base.endsWith('/') ? base : `${base}/`;
    for (const tld of tlds) bases.set(tld.toLowerCase(), withSlash);
  }
  return bases;
}

export interface RdapRegistryDeps {
  bootstrapUrl?: string;
  fetchJson?: FetchJson;
  clock?: Clock;
  /** How long the bootstrap file is kept (IANA changes it rarely). Default one day. */
  bootstrapTtlMs?: number;
}

export function createRdapRegistry(deps: RdapRegistryDeps = {}): Registry {
  const bootstrapUrl = deps.bootstrapUrl ?? IANA_DNS_BOOTSTRAP_URL;
  const fetchJson = deps.fetchJson ?? createFetchJson();
  const clock = deps.clock ?? systemClock;
  const ttl = deps.bootstrapTtlMs ?? DAY_MS;
  let cached: { bases: Promise<Map<string, string>>; at: number } | null = null;

  /** One bootstrap download shared by concurrent searches; a failure is not cached. */
  const bootstrap = () => {
    const now = clock.now().getTime();
    if (!cached || now - cached.at > ttl) {
      const bases = fetchJson(bootstrapUrl).then((res) => {
        if (res.status !== 200) throw new Error(`RDAP bootstrap answered ${res.status}`);
        return parseBootstrap(res.body);
      });
      const entry = { bases, at: now };
      cached = entry;
      bases.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.bases;
  };

  return {
    async availability(fqdn) {
      const name = fqdn.toLowerCase();
      const tld = name.slice(name.lastIndexOf('.') + 1);
      try {
        const base = (await bootstrap()).get(tld);
        if (!base) return null;
        const res = await fetchJson(`${base}domain/${encodeURIComponent(name)}`);
        if (res.status === 404) return true;
        if (res.status === 200) return false;
        return null;
      } catch {
        return null;
      }
    },
  };
}
