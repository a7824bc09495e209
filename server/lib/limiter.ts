/**
 * A counting semaphore: at most `size` tasks run at once, the rest wait in order. Used to bound
 * the memory of password hashing (each scrypt at N=2^17, r=8 holds 128 MiB while it runs).
 */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createLimiter(size: number): Limiter {
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
