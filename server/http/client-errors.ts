/**
 * Malformed HTTP is the client's fault, not ours (issue 13): a request Node's parser rejects (a body
 * longer than its Content-Length, a NUL in a header, an unknown method) or a connection the client
 * dropped is logged at debug, one line each, and summarised at warn at most once a minute with the
 * count since the last summary. `error` stays for our own faults, so no client can fill it.
 */
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';

/** The Koa app event on which `listen` (listen.ts) reports the server's client errors. */
export const CLIENT_ERROR_EVENT = 'clientError';

/** Errors of a client's connection rather than of this server (Node's codes). */
const CLIENT_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_HTTP_REQUEST_TIMEOUT',
  // "Cannot pipe to a closed or destroyed stream": the response was already closed when its body
  // (a file, a compressed page) began to flow into it — the browser had cancelled the request (a
  // picture of a page it navigated away from, seen in the storefront journey).
  'ERR_STREAM_UNABLE_TO_PIPE',
]);

export const codeOf = (error: unknown): string | undefined => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** True for a parser rejection (HPE_*) or a connection the client broke off. */
export function isClientProtocolError(error: unknown): boolean {
  const code = codeOf(error);
  if (code?.startsWith('HPE_') || (code && CLIENT_CODES.has(code))) return true;
  return error instanceof Error && (error.message === 'aborted' || error.message === 'request aborted');
}

export const SUMMARY_INTERVAL_MS = 60_000;

/** Logs client protocol errors: each at debug, a warn summary at most once per interval. */
export function createClientErrorLog(deps: { logger: Logger; clock: Clock }): (error: unknown) => void {
  let lastSummary = Number.NEGATIVE_INFINITY;
  let since = 0;
  const codes = new Map<string, number>();
  return (error) => {
    const code = codeOf(error) ?? 'unknown';
    // `reason`, not `code`: the logger redacts fields named like a TOTP code.
    deps.logger.debug('client protocol error', { reason: code });
    since += 1;
    codes.set(code, (codes.get(code) ?? 0) + 1);
    const now = deps.clock.now().getTime();
    if (now - lastSummary < SUMMARY_INTERVAL_MS) return;
    deps.logger.warn('client protocol errors', { count: since, reasons: Object.fromEntries(codes) });
    lastSummary = now;
    since = 0;
    codes.clear();
  };
}
