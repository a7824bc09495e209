/**
 * A short-lived cache of content answers. Site content is read on every page view and written almost
 * never (the seed, a saved post), so each list is built once per `ttlMs` instead of once per request;
 * a save through the service clears it at once, and the TTL bounds how long a write made elsewhere
 * (another process on the same MongoDB) stays unseen. Answers are frozen, since every caller
 * shares them.
 */
import type { Clock } from '../../lib/clock';
import { deepFreeze } from '../../lib/deep-freeze';

export interface ReadCache {
  /** The cached answer for `key`, or `load()`'s (frozen) answer, kept for the TTL. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createReadCache({
  clock,
  ttlMs,
  maxEntries,
}: {
  clock: Pick<Clock, 'now'>;
  ttlMs: number;
  maxEntries: number;
}): ReadCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value as Promise<T>;
      // Bounded: keys can come from the URL (post slugs), so a flood of them cannot grow memory.
      if (entries.size >= maxEntries) entries.clear();
      // The promise itself is cached, so concurrent misses share one load.
      const value = load().then(deepFreeze);
      entries.set(key, { until: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
