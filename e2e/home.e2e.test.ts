/**
 * The home page in a real browser against `npm start`'s server: every section of spec part 2 §2
 * in order with its anchor, rendered on the server and hydrated without a warning; the health check
 * of a page served on this machine (the server's explicit loopback setting); the portfolio tabs; the
 * testimonials; the maintenance link in a new tab; axe and screenshots at 360 and 1440 px, English
 * and Arabic, light and dark.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOME_SECTION_IDS } from '@src/features/home/testing/home-sections';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { expectAccessible } from './support/axe';
import { launchBrowser, type E2EBrowser } from './support/browser';
import { expectCleanRun } from './support/clean-run';
import { serveFixturePage, type FixturePage } from './support/fixture-page';
import { HomePage } from './support/home.page-object';
import { settledAfterIdle } from './support/idle';
import { NavBar } from './support/nav-bar.page-object';
import { screenshot } from './support/screenshots';
import { startSite, type Site } from './support/site';
import { EN_AND_AR, en, fill } from './support/strings';

let site: Site;
let browser: E2EBrowser;
let fixture: FixturePage;

beforeAll(async () => {
  // The health check may read the fixture page on 127.0.0.1 only with this explicit setting.
  site = await startSite({ healthCheckAllowLoopback: true });
  browser = await launchBrowser();
  fixture = await serveFixturePage();
}, 120_000);
afterEach(() => expectCleanRun(browser, site));
afterAll(async () => {
  await fixture?.close();
  await browser?.close();
  await site?.close();
});

/** A fresh page that records what React and the browser say on the console. */
const newPage = async (): Promise<{ page: Page; console: string[] }> => {
  const page = await browser.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  return { page, console: messages };
};

describe('the home page', () => {
  it('shows every section in order with its anchor, hydrated without a warning', async () => {
    const { page, console } = await newPage();
    const response = await page.goto(`${site.url}/`);
    const html = (await response?.text()) ?? '';
    // The server's HTML already holds the static sections and the business's structured data.
    expect(html).toContain('id="pricing"');
    expect(html).toContain(fill(en.home.hero.start, { price: '$1,995' }));
    expect(html).toContain('"@type":"OfferCatalog"');
    const home = new HomePage(page);
    await home.waitUntilLoaded();
    expect(await home.sectionIds()).toEqual(HOME_SECTION_IDS);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(console).toEqual([]);
    await page.close();
  });

  it('checks a page served on this machine and offers the fix, whose link opens after the agreement', async () => {
    const { page } = await newPage();
    const home = new HomePage(page);
    await home.open(site.url);
    await home.checkWebsite(fixture.url);
    const report = home.section('health-check');
    // The fixture is plain HTTP without security headers and has an image without alt text; being
    // "Not secure" costs visitors, so the loss names it too.
    const finding = (code: string) => report.locator(`li[data-code="${code}"]`);
    expect(await finding('no-https').getByText('No HTTPS').isVisible()).toBe(true);
    expect(await finding('img-alt').getByText('Images without alt text').isVisible()).toBe(true);
    expect(
      await report
        .getByRole('listitem')
        .filter({ hasText: /^No HTTPS \$800 per month$/ })
        .isVisible(),
    ).toBe(true);
    expect(await report.getByText(/^Fixed by the /).count()).toBeGreaterThan(1);
    expect(fixture.requests()).toBe(1);

    const fix = report.getByRole('button', { name: /^Fix My Website - \$250\/month/ });
    expect(await fix.isDisabled()).toBe(true);
    await report.getByRole('checkbox').click();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), fix.click()]);
    await tab.waitForURL(/\/checkout\//);
    expect(new URL(tab.url()).pathname).toMatch(/^\/checkout\/[\w-]+$/);
    await tab.close();
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await report.scrollIntoViewIfNeeded();
      await screenshot(page, `home-health-check-${width}`);
    }
    await expectAccessible(page, 'the health check report', '#health-check');
    await page.close();
  });

  it('filters the portfolio by tab and loads the testimonials', async () => {
    const { page } = await newPage();
    const home = new HomePage(page);
    await home.open(site.url);
    const portfolio = async (category: string): Promise<unknown[]> =>
      (await (await fetch(`${site.url}/api/portfolio?category=${category}`)).json()) as unknown[];
    const all = await portfolio('all');
    await expect.poll(() => home.portfolioCards().count(), { timeout: 10_000 }).toBe(all.length);
    await home.portfolioTab('fintech').click();
    const fintech = await portfolio('fintech');
    expect(fintech.length).toBeLessThan(all.length);
    await expect.poll(() => home.portfolioCards().count(), { timeout: 10_000 }).toBe(fintech.length);
    expect(await home.portfolioTab('fintech').getAttribute('aria-pressed')).toBe('true');
    // Title and metrics show on hover.
    const card = home.portfolioCards().first();
    await card.hover();
    await expect
      .poll(() =>
        card.locator('.portfolio-card__overlay').evaluate((overlay) => getComputedStyle(overlay).opacity),
      )
      .toBe('1');

    const testimonials = await site.api.ok('testimonials');
    expect(await home.section('testimonials').locator('figure').count()).toBe(testimonials.length);
    expect(
      await home
        .section('testimonials')
        .getByText(/^\d\.0$/)
        .count(),
    ).toBe(testimonials.length);
    await page.close();
  });

  it('opens the maintenance payment link in a new tab', async () => {
    const { page } = await newPage();
    const home = new HomePage(page);
    await home.open(site.url);
    const button = home
      .section('pricing')
      .getByRole('button', { name: /^Start Maintenance Plan - \$250\/month/ });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
    await tab.waitForURL(/\/checkout\//);
    await tab.getByRole('heading', { level: 1 }).waitFor();
    await tab.close();
    await page.close();
  });

  it('fetches no portal code for a visitor without a session until asked, then opens the sign-in at once', async () => {
    const { page } = await newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    await new HomePage(page).open(site.url);
    // Past the idle moment, when deferred code loads: it has loaded and nothing else is coming.
    await page.waitForLoadState('networkidle');
    await settledAfterIdle(page);
    const portalCode = (list: string[]) => list.filter((path) => /\/portal-host-|\/admin-verification-/.test(path));
    expect(portalCode(scripts), 'portal code fetched unasked').toEqual([]);
    await new NavBar(page).portalButton().click();
    await page.getByRole('dialog').getByRole('button', { name: en.customerSession.signIn }).waitFor();
    expect(portalCode(scripts).length, 'the portal code, fetched when asked').toBeGreaterThan(0);
    await page.close();
  });

  for (const [language, strings] of EN_AND_AR) {
    it(`passes axe in dark and is screenshotted at 360 and 1440 px in ${language}, light and dark`, async () => {
      const { page } = await newPage();
      await page.context().clearCookies();
      await page.context().addCookies([{ name: 'lang', value: language, url: site.url }]);
      const home = new HomePage(page, strings);
      for (const theme of ['light', 'dark'] as const) {
        await page.goto(`${site.url}/`);
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          LOCAL_KEYS.theme,
          theme,
        ] as const);
        for (const width of [360, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await home.open(site.url);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
          await screenshot(page, `home-${language}-${theme}-${width}`);
        }
        // In light, axe checks the home page in site-wide.e2e.test.ts with every other public page.
        if (theme === 'dark') await expectAccessible(page, `the home page in ${language}, ${theme}`);
      }
      await page.evaluate((key) => localStorage.removeItem(key), LOCAL_KEYS.theme);
      await page.context().clearCookies();
      await page.close();
    });
  }
});
