/**
 * Screenshots of the journeys, for a person to look at after a run: taken when E2E_SCREENSHOTS=1
 * (`npm run test:screenshots`), not in every `npm test`, where a whole phone-width page drawn in
 * software cost seconds apiece and nobody looks. They go to a temporary folder
 * (E2E_SCREENSHOT_DIR to choose another), never into the repository.
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? path.join(tmpdir(), 'agency-e2e-screenshots');

/**
 * Saves the whole page as `<name>.png` (or what the window shows, with `fullPage: false`: a dialog
 * is drawn over the window) and returns the file, when screenshots are wanted.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true } = {},
): Promise<string | undefined> {
  if (!SCREENSHOTS_WANTED) return undefined;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
