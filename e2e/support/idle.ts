/**
 * The moment a journey would otherwise sleep for: the page's deferred code (`whenIdle` in
 * src/components/deferred/when-idle.ts: the menus, the toaster, deferred sections, the flows that
 * start after a timer) has been asked for, has arrived and has rendered. Waiting for it, rather than
 * past `whenIdle`'s 3 s ceiling, proves the same (what is not fetched by then is not fetched unasked)
 * and takes a few idle moments, not seconds.
 */
import type { Page } from 'playwright-core';

/** One idle moment of the page, then 150 ms for what it started (an import, a render) to begin. */
const idleMoment = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        // Registered after the page's own `whenIdle` callbacks, so it runs after them (with the
        // same 3 s ceiling when the browser is never idle).
        requestIdleCallback(() => setTimeout(done, 150), { timeout: 3000 });
      }),
  );

/**
 * Resolves once an idle moment of the page passes without a new request and none is in flight.
 * Call it on a page that has loaded (its own requests answered: `networkidle`, or what it shows).
 */
export async function settledAfterIdle(page: Page): Promise<void> {
  let started = 0;
  let inFlight = 0;
  const onRequest = () => {
    started += 1;
    inFlight += 1;
  };
  const onEnd = () => {
    inFlight -= 1;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    let seen = -1;
    while (seen !== started) {
      seen = started;
      await idleMoment(page);
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}
