/** The toaster as a keyboard user meets it. */
import type { Locator, Page } from 'playwright-core';
import { animationsFinished } from './animations';

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

/** Whether the element is what a press at its centre would reach: nothing (a dialog, an overlay) lies over it. */
export async function isTopmost(element: Locator): Promise<boolean> {
  // After the toast's slide-in, so its box is where it stays.
  await animationsFinished(element.page());
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && node.contains(hit);
  });
}
