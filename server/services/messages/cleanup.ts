/**
 * The "24-hour automatic cleanup" of decision 18: read messages are deleted 24 hours after they
 * were read; unread ones stay. A job on the injected clock, so tests move time instead of waiting.
 */
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Store } from '../../store/port';

export const MESSAGE_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface MessageCleanupDeps {
  store: Store;
  clock: Clock;
  intervalMs: number;
  logger?: Logger;
}

/** Deletes what is due now and returns how many messages went. */
export async function cleanupReadMessages(store: Store, clock: Clock): Promise<number> {
  // deleteReadBefore is strict; +1 ms makes "read 24 hours ago or more" due.
  return store.messages.deleteReadBefore(new Date(clock.now().getTime() - MESSAGE_RETENTION_MS + 1));
}

/** Starts the job; the returned function stops it. */
export function startMessageCleanup(deps: MessageCleanupDeps): () => void {
  let running = false;
  return deps.clock.setInterval(() => {
    // One run at a time: a slow store must not stack runs.
    if (running) return;
    running = true;
    cleanupReadMessages(deps.store, deps.clock)
      .then((deleted) => {
        if (deleted > 0) deps.logger?.info('read messages cleaned up', { deleted });
      })
      .catch((error: unknown) => deps.logger?.error('message cleanup failed', { error }))
      .finally(() => {
        running = false;
      });
  }, deps.intervalMs);
}
