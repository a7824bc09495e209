/**
 * Ends the current task so the browser can paint and answer input before the next piece of the
 * page's start: the start's steps (texts, formatters, the page's code, i18next, hydration) ran as
 * one task of 40–60 ms on a phone-speed CPU, a long task that held input back (Lighthouse's Total
 * Blocking Time counts every task over 50 ms). `scheduler.yield()` where the browser has it (it
 * resumes ahead of other queued tasks), else a message through a MessageChannel (not `setTimeout`,
 * which waits at least a millisecond and far longer in a background tab).
 */
interface SchedulerWithYield {
  yield(): Promise<void>;
}

const schedulerOf = (scope: typeof globalThis): SchedulerWithYield | undefined => {
  const candidate = (scope as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  return typeof candidate?.yield === 'function' ? (candidate as SchedulerWithYield) : undefined;
};

export const yieldToBrowser = (): Promise<void> => {
  const scheduler = schedulerOf(globalThis);
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
};
