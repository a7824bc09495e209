/** The toaster as a keyboard user meets it. */
import type { Page } from 'playwright-core';

/**
 * Escape dismisses the top layer first: each toast shown over a dialog (Radix stacks them above it),
 * then the dialog. Presses it once for each toast, waiting until that toast has gone.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.toaster__viewport li');
  for (let count = await toasts.count(); count > 0; count = await toasts.count()) {
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      (before) => document.querySelectorAll('.toaster__viewport li').length < before,
      count,
    );
  }
}
