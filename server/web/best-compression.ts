/**
 * The background pass that recompresses served pages as small as they get (brotli 11, ~200 ms of
 * a core for the home page). One page at a time, and a short waiting line: a crawler asking for
 * hundreds of new pages at once would otherwise fill libuv's four threads, which also read the
 * files the server sends, with minutes of compression. A page turned away stays at its quick
 * compression and is offered again when it is next served.
 */
import pLimit from 'p-limit';

export interface BestCompressionQueue {
  /**
   * Runs `job` when its turn comes, unless the line is full or the same key already waits:
   * false when turned away.
   */
  offer(key: string, job: () => Promise<void>): boolean;
  /** Pages compressing or waiting. */
  readonly size: number;
}

export const createBestCompressionQueue = ({
  maxWaiting,
  onError,
}: {
  maxWaiting: number;
  /** A job that failed: the page stays at its quick compression. */
  onError: (key: string, error: unknown) => void;
}): BestCompressionQueue => {
  const limit = pLimit(1);
  const queued = new Set<string>();
  return {
    offer(key, job) {
      if (queued.has(key) || limit.pendingCount >= maxWaiting) return false;
      queued.add(key);
      void limit(job)
        .catch((error: unknown) => onError(key, error))
        .finally(() => queued.delete(key));
      return true;
    },
    get size() {
      return limit.activeCount + limit.pendingCount;
    },
  };
};
