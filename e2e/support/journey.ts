/**
 * The setup every browser journey shares: the real site and a browser context of its own in the
 * run's Chromium, checked for a clean run after each test and closed at the end.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, type BrowserOptions, type E2EBrowser } from './browser';
import { expectCleanRun } from './clean-run';
import { startSite, type Site } from './site';

export interface Journey {
  site: Site;
  browser: E2EBrowser;
}

/** Registers the hooks; the returned journey's fields are set once `beforeAll` has run. */
export function openJourney(options: BrowserOptions = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.site = await startSite();
    journey.browser = await launchBrowser(options);
  }, 120_000);
  afterEach(() => expectCleanRun(journey.browser, journey.site));
  afterAll(async () => {
    await journey.browser?.close();
    await journey.site?.close();
  });
  return journey;
}
