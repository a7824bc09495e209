/**
 * The current time as a subscribable source: the one clock the delivery tracker reads, so views
 * set no timer. The system source ticks every TIMINGS.deliveryTrackerTick while anything listens;
 * stories and tests give a fixed one.
 */
import { TIMINGS } from '@machines/timings';

export interface NowSource {
  /** Milliseconds since the epoch; the same value between two ticks. */
  now(): number;
  /** Calls `onTick` at each tick; returns the function that stops. */
  subscribe(onTick: () => void): () => void;
}

export const createSystemNow = (tickMs: number = TIMINGS.deliveryTrackerTick): NowSource => {
  const listeners = new Set<() => void>();
  let current = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    now() {
      // Nobody listened for a while: the held time is stale, read the clock once more.
      if (listeners.size === 0 && Date.now() - current >= tickMs) current = Date.now();
      return current;
    },
    subscribe(onTick) {
      listeners.add(onTick);
      timer ??= setInterval(() => {
        current = Date.now();
        for (const listener of listeners) listener();
      }, tickMs);
      return () => {
        listeners.delete(onTick);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
};

/** A clock that stands still: stories and tests of a given moment. */
export const fixedNow = (at: Date | string): NowSource => {
  const time = new Date(at).getTime();
  return { now: () => time, subscribe: () => () => {} };
};

export const systemNow = createSystemNow();
