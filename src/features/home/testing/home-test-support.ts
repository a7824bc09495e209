/** Helpers for the home page's tests: the page events it dispatches, and tabs it opens. */
import { vi } from 'vitest';
import { onPageEvent, type PageEventMap, type PageEventName } from '@src/app/page-events';

/** Records the details of a page event while a test runs; call the returned `stop` when done. */
export const recordPageEvent = <K extends PageEventName>(name: K) => {
  const details: PageEventMap[K][] = [];
  const stop = onPageEvent(name, (detail) => details.push(detail));
  return { details, stop };
};

/**
 * Replaces `window.open` with a fake tab, as a browser opens it at the press: the test reads where
 * the tab was sent (`replace`) and whether it was closed.
 */
export const fakeNewTab = () => {
  const tab = { opener: {} as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
  tab.close.mockImplementation(() => {
    tab.closed = true;
  });
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open, restore: () => open.mockRestore() };
};

/** The deferred sections load their code when the page is idle: the first test of a file waits for the transform too. */
export const ISLAND = { timeout: 30_000 } as const;
