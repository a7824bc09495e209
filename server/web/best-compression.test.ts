import { describe, expect, it } from 'vitest';
import { createBestCompressionQueue } from './best-compression';

/** A job that finishes when told, recording how many jobs ran at once. */
const controlledJobs = () => {
  let running = 0;
  let mostAtOnce = 0;
  const finishers: (() => void)[] = [];
  const job = () =>
    new Promise<void>((resolve) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      finishers.push(() => {
        running -= 1;
        resolve();
      });
    });
  const finishNext = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { job, finishNext, mostAtOnce: () => mostAtOnce, started: () => finishers.length };
};

describe('the best-compression queue', () => {
  it('compresses one page at a time and turns pages away past its waiting line', async () => {
    const queue = createBestCompressionQueue({ maxWaiting: 3, onError: () => {} });
    const jobs = controlledJobs();
    const offered = Array.from({ length: 10 }, (_, index) => queue.offer(`page-${index}`, jobs.job));
    await new Promise((resolve) => setImmediate(resolve));
    // One compressing, three waiting; the other six stay at their quick compression.
    expect(offered).toEqual([true, true, true, true, false, false, false, false, false, false]);
    expect(queue.size).toBe(4);
    for (let index = 0; index < 4; index += 1) await jobs.finishNext();
    expect(jobs.mostAtOnce()).toBe(1);
    expect(queue.size).toBe(0);
    // Once the line has room, a page turned away is taken when it is offered again.
    expect(queue.offer('page-7', jobs.job)).toBe(true);
  });

  it('takes a page once while it waits or compresses', async () => {
    const queue = createBestCompressionQueue({ maxWaiting: 5, onError: () => {} });
    const jobs = controlledJobs();
    expect(queue.offer('en/index.html', jobs.job)).toBe(true);
    expect(queue.offer('en/index.html', jobs.job)).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    await jobs.finishNext();
    expect(queue.offer('en/index.html', jobs.job)).toBe(true);
  });

  it('reports a failed compression and goes on', async () => {
    const failures: string[] = [];
    const queue = createBestCompressionQueue({
      maxWaiting: 5,
      onError: (key, error) => failures.push(`${key}: ${String(error)}`),
    });
    const done: string[] = [];
    queue.offer('broken', () => Promise.reject(new Error('zlib failed')));
    queue.offer('next', async () => {
      done.push('next');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failures).toEqual(['broken: Error: zlib failed']);
    expect(done).toEqual(['next']);
    expect(queue.size).toBe(0);
  });
});
