/**
 * Opens a portal event stream of a test server over real HTTP, as the client does (fetch with the
 * bearer token), and reads its events one at a time, each within a deadline so a missing event
 * fails the test instead of hanging it.
 */
import { readPortalEvents } from '@contract/event-stream';
import type { PortalEvent } from '@contract/api/events';

export interface OpenStream {
  status: number;
  contentType: string | null;
  /** The next event, or a rejection after `timeoutMs` (default 5 s). */
  next(timeoutMs?: number): Promise<PortalEvent>;
  /** True when the server ended the stream (within `timeoutMs`). */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

export async function openEvents(url: string, path: string, token?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  const reader = response.ok && response.body ? readPortalEvents(response.body) : undefined;
  const within = <T>(promise: Promise<T>, timeoutMs: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs).unref(),
      ),
    ]);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    async next(timeoutMs = 5000) {
      if (!reader) throw new Error(`the stream did not open: ${response.status}`);
      const result = await within(reader.next(), timeoutMs, 'event');
      if (result.done) throw new Error('the stream ended');
      return result.value;
    },
    async ended(timeoutMs = 5000) {
      if (!reader) return true;
      try {
        const result = await within(reader.next(), timeoutMs, 'end');
        return result.done === true;
      } catch {
        return false;
      }
    },
    close: () => abort.abort(),
  };
}
