/**
 * An SSRF-safe GET for pages named by visitors (decision 20): every hop is parsed, resolved once and
 * checked, the socket connects to exactly the checked address (the host name is kept for the Host
 * header and TLS SNI/certificate checks), at most 5 redirects, one 10 s budget for everything and a
 * 2 MB body cap.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { AddressPolicy } from './address-policy';
import { FetchFailedError, SafeFetchError } from './errors';
import { decodeText, readBody } from './read-body';
import { checkTarget, parseTarget, systemResolveHost, type CheckedTarget, type ResolveHost } from './target';

export const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'WebsiteHealthCheck/1.0',
} as const;

export interface SafeFetchOptions {
  /**
   * Test configuration only. `true` allows 127.0.0.0/8 and ::1 on every hop; `'first-hop'` only on
   * the URL given, so tests can prove that a redirect back to loopback is refused.
   */
  allowLoopback?: boolean | 'first-hop';
  /** Total budget for DNS, connections, redirects and the body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS; replaceable in tests. Defaults to the system resolver (`dns.lookup`, all answers). */
  resolveHost?: ResolveHost;
  /** Extra trusted certificate authority (tests serve HTTPS with their own certificate). */
  ca?: string;
  userAgent?: string;
}

export interface SafeFetchResult {
  /** The URL asked for, normalised by the WHATWG parser. */
  url: string;
  /** The URL of the page finally read, after redirects. */
  finalUrl: string;
  status: number;
  /** Lowercased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The body decoded as text. */
  body: string;
  transferBytes: number;
  /** From the first DNS query until the last byte of the final page. */
  loadTimeMs: number;
  redirects: number;
  /** The IP address the final page came from. */
  remoteAddress: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const resolveHost = options.resolveHost ?? systemResolveHost;
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const firstUrl = parseTarget(input);

  try {
    let url = firstUrl;
    for (let redirects = 0; ; redirects += 1) {
      const policy: AddressPolicy = {
        allowLoopback:
          options.allowLoopback === true || (options.allowLoopback === 'first-hop' && redirects === 0),
      };
      const target = await abortable(checkTarget(url, policy, resolveHost), controller.signal);
      const res = await request(target, options, controller.signal);
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(res.statusCode ?? 0) && location) {
        res.destroy();
        if (redirects >= maxRedirects) {
          throw new FetchFailedError(
            'too_many_redirects',
            `The site redirected more than ${maxRedirects} times.`,
          );
        }
        url = parseTarget(new URL(location, url));
        continue;
      }
      const { body, transferBytes } = await readBody(
        res,
        options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes,
        controller.signal,
      );
      const headers = flattenHeaders(res.headers);
      return {
        url: firstUrl.href,
        finalUrl: url.href,
        status: res.statusCode ?? 0,
        headers,
        body: decodeText(body, headers['content-type']),
        transferBytes,
        loadTimeMs: Math.round(performance.now() - started),
        redirects,
        remoteAddress: target.address.address,
      };
    }
  } catch (error) {
    throw toSafeFetchError(error, controller.signal, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

/** Opens the request against the pre-checked address and waits for the response head. */
function request(target: CheckedTarget, options: SafeFetchOptions, signal: AbortSignal) {
  const { address, family } = target.address;
  // Node calls lookup with `all: true` when it tries several address families: answer both forms.
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request(target.url, {
      method: 'GET',
      agent: false, // no pooled socket from an earlier, differently checked hop
      lookup: pinnedLookup,
      signal,
      ...(options.ca ? { ca: options.ca } : {}),
      headers: {
        'user-agent': options.userAgent ?? SAFE_FETCH_DEFAULTS.userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    req.once('response', resolve);
    // `on`, not `once`: an abort after the response must not surface as an unhandled 'error'.
    req.on('error', reject);
    req.end();
  });
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function toSafeFetchError(error: unknown, signal: AbortSignal, timeoutMs: number): SafeFetchError {
  if (signal.aborted) {
    return new FetchFailedError(
      'timeout',
      `The site did not answer within ${formatSeconds(timeoutMs)} seconds.`,
      { cause: error },
    );
  }
  if (error instanceof SafeFetchError) return error;
  const code = (error as { code?: string }).code;
  const reason = code ? ` (${code})` : '';
  return new FetchFailedError('network', `The site could not be reached${reason}.`, { cause: error });
}

const formatSeconds = (ms: number) => String(Math.round(ms / 100) / 10);
