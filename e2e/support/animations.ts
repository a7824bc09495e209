/**
 * Waits until the page's animations have finished (a dialog's opening, a toast's arrival), the
 * moment a screenshot shows the final look and axe reads the final colours; endless animations (a
 * spinner) do not count. No fixed pause: it returns as soon as the page is still.
 */
import type { Page } from 'playwright-core';

export const animationsFinished = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
