/**
 * The Chromium the journeys drive and how it is started: this machine's (./chromium-path.ts),
 * headless, without a sandbox or a GPU, and without the background traffic that would reach the
 * network.
 */
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

export { CHROMIUM_PATH } from './chromium-path';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * A connection to the run's Chromium (started by ./shared-chromium.global-setup.ts). Closing it
 * closes the contexts opened through it and leaves the Chromium to the next journey.
 */
export const connectChromium = (): Promise<Browser> => chromium.connect(inject('chromiumEndpoint'));
