/** The semaphore: a bound on running tasks, waiting tasks in order, and a queue that refuses when full. */
import { describe, expect, it } from 'vitest';
import { createLimiter, LimiterFullError } from './limiter';

/** A task that finishes when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => opened };
}

describe('createLimiter', () => {
  it('runs at most `size` tasks at once and starts the waiting ones in order', async () => {
    const limiter = createLimiter(2);
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, index) =>
      limiter.run(async () => {
        started.push(index);
        await g.task();
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
  });

  it('refuses a task at once when every slot is busy and the queue is full', async () => {
    const limiter = createLimiter(1, { maxWaiting: 1 });
    const first = gate();
    const running = limiter.run(first.task);
    const queued = limiter.run(async () => 'queued');
    await expect(limiter.run(async () => 'refused')).rejects.toBeInstanceOf(LimiterFullError);
    first.open();
    await running;
    expect(await queued).toBe('queued');
    // Once the queue drains, new work is accepted again.
    expect(await limiter.run(async () => 'later')).toBe('later');
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createLimiter(1, { maxWaiting: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
