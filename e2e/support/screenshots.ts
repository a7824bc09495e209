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
 * Saves the whole page as `<name>.png` and returns the file; `fullPage: false` keeps what the
 * screen shows (a dialog scrolled to a part of its content, over a long page).
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
