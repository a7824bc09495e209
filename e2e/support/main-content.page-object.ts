/** The page under the navigation bar. Pages load lazily, so a journey waits for their heading. */
import type { Locator, Page } from 'playwright-core';

/** The page's own level-1 heading, present once the lazily loaded page has rendered. */
export const mainHeading = (page: Page): Locator =>
  page.getByRole('main').getByRole('heading', { level: 1 }).first();
