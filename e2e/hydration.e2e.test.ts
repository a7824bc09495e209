/**
 * Every public page in a real browser, as a first visit gets it: the server's HTML is hydrated
 * without a hydration error (React reports a mismatch as an uncaught error; the development build
 * names it, see src/README.md) and without a console error or warning, in English and in Arabic
 * chosen by the browser's languages alone (no stored choice, no cookie). And with JavaScript off, a
 * page still shows its content, the home page's stored content included (issue 20).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@contract/site-pages';
import { connectChromium } from './support/chromium';
import { startSite, type Site } from './support/site';
import { ar, en, fill } from './support/strings';

let site: Site;
let blogPost: string;
let chromium: Browser;

/** A fresh context (a first visit: no cookie, no storage) in the run's Chromium. */
const openBrowser = (options: {
  locale: string;
  javaScriptEnabled?: boolean;
  viewport?: { width: number; height: number };
}): Promise<BrowserContext> => chromium.newContext({ viewport: { width: 390, height: 844 }, ...options });

beforeAll(async () => {
  chromium = await connectChromium();
  site = await startSite();
  const [first] = await site.api.ok('blogPosts');
  if (!first) throw new Error('The demo content has no published post');
  blogPost = `/blog/${first.slug}`;
}, 300_000);

afterAll(async () => {
  await site?.close();
  await chromium?.close();
});

/**
 * In the page: waits for the browser's idle moments until one passes without a new request (the
 * idle moment starts the deferred loads; what they load is then awaited before the next page).
 */
const quietAfterIdle = async (): Promise<void> => {
  const requests = () => performance.getEntriesByType('resource').length;
  const idle = () =>
    new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 150), { timeout: 2000 }));
  let seen = -1;
  while (seen !== requests()) {
    seen = requests();
    await idle();
  }
};

/** Records the page's uncaught errors and console errors and warnings. */
const watchProblems = (page: Page, problems: string[]): void => {
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    const kind = message.type();
    // The 404 page's own document answers 404 by design; the browser says so for every 404.
    if (
      kind === 'error' &&
      /status of 404/.test(message.text()) &&
      /\/(no-such-page|portfolo)$/.test(page.url())
    )
      return;
    if (kind === 'error' || kind === 'warning')
      problems.push(`${page.url()}: console ${kind}: ${message.text()}`);
  });
};

/**
 * Opens the page and waits for it to be hydrated and quiet: what loads once the page is idle
 * (menus, the toaster, the funnel) is part of the visit too; after hydration, the browser's next
 * idle moment starts those loads; then the network settles.
 */
const visit = async (page: Page, pagePath: string): Promise<void> => {
  await page.goto(`${site.url}${pagePath}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(quietAfterIdle);
};

/** The pages of the site a visitor can open, with the parameters of the dynamic ones filled in. */
const publicPaths = (): string[] => [
  ...SITE_PAGES.filter((page) => page.file && !page.path.includes(':')).map((page) => page.path),
  blogPost,
  '/blog/united-states/emergency-website-development-austin',
  '/no-such-page',
  // A mistyped address: the 404 page suggests the page it meant once hydrated (issue 22).
  '/portfolo',
];

/**
 * Tabs a walk's pages are opened in side by side (each a first visit's page of the same browser):
 * the waits for the network to rest and for idle moments overlap.
 */
const TABS = 3;

describe.each([
  ['en-US', 'English'],
  ['ar', 'Arabic'],
])('every public page with the browser language %s', (locale) => {
  it('hydrates without an error or a warning', async () => {
    const browser = await openBrowser({ locale });
    const problems: string[] = [];
    try {
      // Three tabs side by side: most of a visit is waiting for the network and the idle moments.
      const queue = publicPaths();
      const hydrateInTab = async () => {
        const page = await browser.newPage();
        watchProblems(page, problems);
        for (let pagePath = queue.shift(); pagePath !== undefined; pagePath = queue.shift()) {
          await visit(page, pagePath);
          expect(await page.evaluate(() => document.documentElement.lang), pagePath).toBe(locale.slice(0, 2));
        }
      };
      await Promise.all(Array.from({ length: TABS }, hydrateInTab));
    } finally {
      await browser.close();
    }
    expect(problems).toEqual([]);
    // Some twenty pages, each to its network's rest: past Vitest's minute on a busy machine.
  }, 180_000);
});

describe('Armenian, which this Chromium has no formatting data for (as Chrome)', () => {
  it('hydrates the pages with numbers and dates, written as the server wrote them', async () => {
    const browser = await openBrowser({ locale: 'hy' });
    const problems: string[] = [];
    try {
      const page = await browser.newPage();
      expect(await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf('hy'))).toEqual([]);
      watchProblems(page, problems);
      for (const pagePath of ['/hy/', '/hy/domains', '/hy/blog', `/hy${blogPost}`])
        await visit(page, pagePath);
      // The post's date, once hydrated, in Armenian ("12 սեպտեմբերի, 2025 թ."), not "September 12, 2025".
      await expect
        .poll(() => page.locator('main time').first().textContent())
        .toMatch(/^\d{1,2}\s\S+,\s\d{4}\sթ\.$/);
    } finally {
      await browser.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('with JavaScript off', () => {
  it('the home page shows its heading and the navigation', async () => {
    // A wide window: the bar shows its links (a phone's menu needs JavaScript to open).
    const browser = await openBrowser({
      locale: 'en-US',
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${site.url}/`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(fill(en.pages.home.title, { hours: '48' }));
      expect(await page.getByRole('link', { name: en.nav.portfolio }).first().isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: en.nav.startProject }).first().isVisible()).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it('the home page shows its projects, featured client sites and testimonials, in English and in Arabic', async () => {
    const [projects, sites, testimonials] = await Promise.all([
      // Without a category: every project, as the grid's first tab ('All').
      site.api.ok('portfolio'),
      site.api.ok('showcaseProjects'),
      site.api.ok('testimonials'),
    ]);
    const browser = await openBrowser({ locale: 'en-US', javaScriptEnabled: false });
    try {
      const page = await browser.newPage();
      for (const [pagePath, texts] of [
        ['/', en],
        ['/ar/', ar],
      ] as const) {
        await page.goto(`${site.url}${pagePath}`);
        const portfolio = page.locator('#portfolio');
        expect(await portfolio.locator('.portfolio-card').count(), pagePath).toBe(projects.length);
        expect(
          await portfolio
            .getByRole('button', { name: texts.home.portfolio.categories.all, exact: true })
            .getAttribute('aria-pressed'),
        ).toBe('true');
        const showcase = page.getByRole('region', { name: texts.home.showcase.title });
        expect(await showcase.getByRole('article').count(), pagePath).toBe(sites.length);
        expect(await page.locator('#testimonials figure').count(), pagePath).toBe(testimonials.length);
      }
    } finally {
      await browser.close();
    }
  });
});
