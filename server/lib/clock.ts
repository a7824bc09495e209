/**
 * Time as a dependency: services ask the injected clock, never `Date.now()`, so tests can move
 * time (session expiry, token expiry, the message cleanup) without waiting.
 */

/** Stops a repeating timer. */
export type CancelTimer = () => void;

export interface Clock {
  now(): Date;
  /** Runs `fn` every `ms` of this clock's time. */
  setInterval(fn: () => void, ms: number): CancelTimer;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setInterval(fn, ms) {
    const timer = setInterval(fn, ms);
    // A background job must not keep the process alive on its own.
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** A clock that moves only when told: `advance` fires the intervals that fall due on the way. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

interface FakeTimer {
  fn: () => void;
  every: number;
  due: number;
}

export function createFakeClock(start: Date = new Date('2025-01-15T10:00:00.000Z')): FakeClock {
  let current = start.getTime();
  const timers = new Set<FakeTimer>();

  const runDue = (until: number) => {
    for (;;) {
      let next: FakeTimer | undefined;
      for (const timer of timers) if (timer.due <= until && (!next || timer.due < next.due)) next = timer;
      if (!next) break;
      current = next.due;
      next.due += next.every;
      next.fn();
    }
    current = until;
  };

  return {
    now: () => new Date(current),
    setInterval(fn, ms) {
      const timer: FakeTimer = { fn, every: Math.max(1, ms), due: current + Math.max(1, ms) };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      runDue(current + ms);
    },
    set(date) {
      runDue(Math.max(current, date.getTime()));
      current = date.getTime();
    },
  };
}
