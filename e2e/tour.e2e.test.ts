/**
 * A tour that frames what it talks about (issue 22), at 360 and 1440 px in English and Arabic: each
 * step that points at a home-page section scrolls it into view, lights it, and puts its card beside
 * the lit part, never on it, nor on the section's heading.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@contract/site-pages';
import { TOUR_TARGETS } from '@src/features/funnel/guided-tour/tour-targets';
import { animationsFinished } from './support/animations';
import { GuidedTourDialog } from './support/funnel.page-object';
import { openJourney } from './support/journey';
import { screenshot } from './support/screenshots';
import { EN_AND_AR } from './support/strings';

const journey = openJourney();
const LANGUAGES = EN_AND_AR;
const SIZES = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
] as const;
const STEPS = ['packages', 'portfolio', 'contact'] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
};

/** The page has stopped scrolling (the tour scrolls smoothly) and its transitions have ended. */
const settled = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
  await animationsFinished(page);
};

let page: Page;

beforeAll(async () => {
  page = await journey.browser.newPage();
});

describe('the guided tour', () => {
  for (const [language, strings] of LANGUAGES) {
    for (const size of SIZES) {
      it(`shows each step's section in view, its card off the section's heading and lit part (${language}, ${size.width} px)`, async () => {
        await journey.browser.context.addCookies([
          { name: LANGUAGE_COOKIE, value: language, url: journey.site.url },
        ]);
        await page.setViewportSize(size);
        await page.goto(`${journey.site.url}/`, { waitUntil: 'networkidle' });
        // A returning visitor: the tour counts as seen and starts from its button.
        const tour = new GuidedTourDialog(page, strings);
        await tour.tourButton().click();
        await tour.step('welcome', { brand: 'Swift Web Studio' }).waitFor();
        for (const step of STEPS) {
          await tour.button('next').click();
          const card = page.getByRole('dialog', { name: strings.tour.steps[step].title });
          await card.waitFor();
          await settled(page);
          await screenshot(page, `tour-${step}-${language}-${size.width}`, { fullPage: false });
          const anchor = TOUR_TARGETS[step];
          const where = `${step} (${language}, ${size.width} px)`;
          const heading = await boxOf(page, `#${anchor}-title`);
          const header = await boxOf(page, 'header.navigation-bar');
          const cardBox = (await card.boundingBox())!;
          const lit = await boxOf(page, '[data-testid="tour-spotlight"]');
          // In view: the heading below the sticky bar and above the viewport's bottom.
          expect(heading.y, where).toBeGreaterThanOrEqual(header.y + header.height - 1);
          expect(heading.y + heading.height, where).toBeLessThanOrEqual(size.height);
          expect(overlap(cardBox, heading), `the card on the heading: ${where}`).toBe(false);
          expect(overlap(cardBox, lit), `the card on the lit part: ${where}`).toBe(false);
          expect(overlap(lit, heading), `the heading lit: ${where}`).toBe(true);
          expect(cardBox.y, where).toBeGreaterThanOrEqual(0);
          expect(cardBox.y + cardBox.height, where).toBeLessThanOrEqual(size.height);
          // Whole on screen sideways, and lined up with the section's content column at its start
          // edge (left, or right in Arabic), not with the window's edge.
          expect(cardBox.x, where).toBeGreaterThanOrEqual(0);
          expect(cardBox.x + cardBox.width, where).toBeLessThanOrEqual(size.width);
          const column = await boxOf(page, `#${anchor} .rt-ContainerInner`);
          const startGap =
            language === 'ar' ? column.x + column.width - (cardBox.x + cardBox.width) : cardBox.x - column.x;
          expect(Math.abs(startGap), `the card off the column's start edge: ${where}`).toBeLessThanOrEqual(1);
        }
        await tour.button('finish').click();
        await tour.tourButton().waitFor();
      }, 120_000);
    }
  }
});
