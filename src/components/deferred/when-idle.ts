/**
 * Resolves once the page has loaded and the browser has a quiet moment: the time to fetch code
 * that the first paint does not need (menus, the toaster, flows that start after a timer).
 */
export const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      } else {
        window.setTimeout(resolve, 200);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
  });
