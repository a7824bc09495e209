/**
 * Vitest's global setup of the e2e project: one headless Chromium for the whole run. Every journey
 * file connects to it (`launchBrowser` in ./browser.ts) and works in contexts of its own, each as
 * isolated as a fresh profile (own cookies, storage, cache). Starting a Chromium per file cost a few
 * seconds each on the two-core machine, some twenty-five times a run.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  interface ProvidedContext {
    /** The WebSocket endpoint of the run's Chromium (playwright-core's `chromium.connect`). */
    chromiumEndpoint: string;
  }
}

export default async function sharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const server: BrowserServer = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
