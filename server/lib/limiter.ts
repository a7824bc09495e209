/**
 * A counting semaphore: at most `size` tasks run at once, the rest wait in order. Used to bound
 * the memory of password hashing (each scrypt at N=2^17, r=8 holds 128 MiB while it runs) and the
 * health check's outbound fetches. A bounded queue refuses new work at once instead of letting a
 * burst of requests wait (and hold their sockets) without end.
 */
export interface Limiter {
  /** Runs `task` when a slot is free; throws LimiterFullError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface LimiterOptions {
  /** Tasks that may wait for a slot; one more is refused. Default: no bound. */
  maxWaiting?: number;
}

/** Every slot is busy and the queue is full: the caller should answer "busy, try again". */
export class LimiterFullError extends Error {
  constructor() {
    super('limiter queue is full');
    this.name = 'LimiterFullError';
  }
}

export function createLimiter(size: number, options: LimiterOptions = {}): Limiter {
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  const acquire = (): Promise<void> => {
    if (running < size) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) return Promise.reject(new LimiterFullError());
    return new Promise((resolve) =>
      waiting.push(() => {
        running += 1;
        resolve();
      }),
    );
  };
  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
