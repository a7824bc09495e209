/**
 * Journeys on the page's own clock (`page.clock`): time stands still (`pauseAt`) and moves only
 * when the journey says, so a delay of the site is proven to the millisecond without waiting for it.
 */
import type { Page } from 'playwright-core';

/**
 * Lets `work` that needs timers of its own (axe schedules its checks with setTimeout) finish on a
 * page whose clock stands still, by moving the clock a millisecond at a time; returns how far the
 * clock moved, far less than any delay of the site.
 */
export async function tickUntilDone(page: Page, work: Promise<unknown>, limitMs = 1_000): Promise<number> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let moved = 0;
  while (!done && moved < limitMs) {
    await page.clock.runFor(1);
    moved += 1;
  }
  await settled;
  return moved;
}

/**
 * Resolves once the page has handled what is already queued (React commits through a message
 * channel, not a timer): with the clock standing still, what is not on screen now is not coming.
 */
export const renderingSettled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });

/** The page's clock: milliseconds since its document started (`performance.now()`, faked). */
export const pageTime = (page: Page): Promise<number> => page.evaluate(() => performance.now());
