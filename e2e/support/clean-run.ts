/**
 * What every journey checks after each step besides its own assertions: the browser saw no
 * uncaught error, no Content-Security-Policy refusal and no request leaving the machine, and the
 * server logged no error.
 */
import { expect } from 'vitest';
import type { E2EBrowser } from './browser';
import type { Site } from './site';

export function expectCleanRun(browser: E2EBrowser | undefined, site: Site): void {
  expect(browser?.problems() ?? []).toEqual([]);
  expect(site.serverErrors()).toEqual([]);
}
