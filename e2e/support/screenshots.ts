/**
 * Screenshots of the journeys, for a person to look at after a run. They go to a temporary
 * folder (E2E_SCREENSHOT_DIR to choose another), never into the repository.
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? path.join(tmpdir(), 'agency-e2e-screenshots');

/**
 * Saves the whole page as `<name>.png` (or what the window shows, with `fullPage: false`: a dialog
 * is drawn over the window) and returns the file.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
