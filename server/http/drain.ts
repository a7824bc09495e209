/**
 * Graceful shutdown's gate (issue 13): once draining, every new request is answered 503 with
 * Retry-After and `Connection: close` (a load balancer then tries another server), while requests
 * already in flight run to their end; `idle()` resolves when none is left.
 */
import type { Middleware } from 'koa';

export interface Drain {
  /** The app's first middleware. */
  middleware: Middleware;
  /** From now on new requests are refused. */
  start(): void;
  readonly draining: boolean;
  /** Resolves once no request is in flight. */
  idle(): Promise<void>;
  /**
   * Calls `listener` when draining starts (at once if it has): long-lived answers (the portals'
   * event streams) end then, so their clients reconnect to a server that stays. Returns the
   * unsubscribe.
   */
  onDrain(listener: () => void): () => void;
}

/** What a client waits before trying again (another server, or this one restarted). */
const RETRY_AFTER_SECONDS = 5;

export function createDrain(): Drain {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void)[] = [];
  const drainListeners = new Set<() => void>();
  const settle = () => {
    if (inFlight > 0) return;
    for (const resolve of onIdle) resolve();
    onIdle = [];
  };
  return {
    middleware: async (ctx, next) => {
      if (draining) {
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.set('Connection', 'close');
        ctx.body = { message: 'The server is restarting. Please try again in a few seconds.' };
        return;
      }
      inFlight += 1;
      try {
        await next();
      } finally {
        inFlight -= 1;
        // Its connection is not kept for another request the server would refuse.
        if (draining && !ctx.headerSent) ctx.set('Connection', 'close');
        settle();
      }
    },
    start() {
      draining = true;
      for (const listener of drainListeners) listener();
      drainListeners.clear();
    },
    get draining() {
      return draining;
    },
    idle() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => onIdle.push(resolve));
    },
    onDrain(listener) {
      if (draining) {
        listener();
        return () => undefined;
      }
      drainListeners.add(listener);
      return () => drainListeners.delete(listener);
    },
  };
}
