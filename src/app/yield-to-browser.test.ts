import { afterEach, describe, expect, it } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

const withScheduler = (scheduler: unknown) => {
  Object.defineProperty(globalThis, 'scheduler', { value: scheduler, configurable: true, writable: true });
};

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task: the promise jobs already queued, and those they queue, run first', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    // A chain of promise jobs runs to its end within the task; the yield waits for the next one.
    void Promise.resolve()
      .then(() => order.push('job 1'))
      .then(() => order.push('job 2'))
      .then(() => order.push('job 3'));
    await yielded;
    expect(order).toEqual(['job 1', 'job 2', 'job 3', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    let calls = 0;
    withScheduler({
      yield: () => {
        calls += 1;
        return Promise.resolve();
      },
    });
    await yieldToBrowser();
    expect(calls).toBe(1);
  });

  it('falls back to a message when the scheduler has no yield (older browsers)', async () => {
    withScheduler({ postTask: () => undefined });
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('job'));
    await yielded;
    expect(order).toEqual(['job', 'after the yield']);
  });
});
