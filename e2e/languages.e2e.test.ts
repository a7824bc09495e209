/**
 * Found in every language (issue 18; decisions 30 and 31), against `npm start`'s server: every
 * alternate of a page answers and lists the same set back, the sitemap holds every indexable page in
 * every language and no noindex one, an unknown place is a 404 page, /portfolio's HTML holds its
 * projects, an Arabic browser is sent to /ar/ while a crawler is not, the picker keeps the page,
 * and /portfolio does not shift as it loads at 360 and 1440 px.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { localizedPath } from '@contract/language-paths';
import { CITY_PAGE_PATHS } from '@contract/served-places';
import { TESTIMONIAL_TRANSLATIONS } from '@server/seed/testimonials-translations';
import { settledAfterIdle } from './support/idle';
import { openJourney } from './support/journey';
import { ar, en, fill } from './support/strings';

const journey = openJourney();
const opened: Page[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

const newPage = async (): Promise<Page> => {
  const page = await journey.browser.newPage();
  opened.push(page);
  return page;
};

/** A page whose browser prefers Arabic (the journey's browser is set to en-US). */
const arabicBrowserPage = async (): Promise<Page> => {
  const page = await newPage();
  await page.route(`${journey.site.url}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'accept-language': 'ar-EG,ar;q=0.9' } }),
  );
  return page;
};

/** What a crawler gets: no cookie, no Accept-Language, redirects not followed. */
const crawl = async (path: string) => {
  const response = await fetch(`${journey.site.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
};

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The page's hreflang alternates, language → URL, in document order. */
const alternatesOf = (html: string): Array<[string, string]> =>
  [...headOf(html).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map(
    ([, code = '', href = '']) => [code, href],
  );

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(headOf(html))?.[1];

const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(headOf(html))?.[1];

describe('alternates and canonicals', () => {
  it('lists all ten languages and x-default on every indexable page; each answers 200 and lists the same set back', async () => {
    const [post] = await journey.site.api.ok('blogPosts');
    if (!post) throw new Error('The demo content has no published post');
    const pages = [
      '/',
      '/domains',
      '/portfolio',
      '/blog',
      `/blog/${post.slug}`,
      '/texas-website-development',
      '/luxury-websites',
      CITY_PAGE_PATHS[0] ?? '',
    ];
    for (const path of pages) {
      const english = await crawl(path);
      expect(english.status, path).toBe(200);
      const alternates = alternatesOf(english.html);
      expect(alternates, path).toEqual([
        ...LANGUAGE_CODES.map((code) => [code, `${journey.site.url}${localizedPath(code, path)}`]),
        ['x-default', `${journey.site.url}${path}`],
      ]);
      for (const [code, href] of alternates) {
        const alternate = await crawl(new URL(href).pathname);
        expect(alternate.status, href).toBe(200);
        expect(alternatesOf(alternate.html), href).toEqual(alternates);
        if (code !== 'x-default') {
          expect(canonicalOf(alternate.html), href).toBe(href);
          expect(alternate.html, href).toMatch(new RegExp(`<html lang="${code}"`));
        }
      }
    }
  }, 300_000);
});

describe('the sitemap', () => {
  it('holds every indexable page in every language, each answering 200 and indexable, and none of the noindex pages', async () => {
    const posts = await journey.site.api.ok('blogPosts');
    const { html: xml } = await crawl('/sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
    const pages = [
      '/',
      '/portfolio',
      '/domains',
      '/blog',
      ...posts.map((post) => `/blog/${post.slug}`),
      '/texas-website-development',
      '/luxury-websites',
      '/professional-websites',
      '/emergency-website-development',
      ...CITY_PAGE_PATHS,
    ];
    expect([...locs].sort()).toEqual(
      pages.flatMap((page) => LANGUAGE_CODES.map((code) => localizedPath(code, page))).sort(),
    );
    for (const noIndex of ['/claim-credit', '/payment-success', '/checkout/', '/reset-password', '/404']) {
      expect(
        locs.some((loc) => loc.includes(noIndex)),
        noIndex,
      ).toBe(false);
    }
    // A few at a time: the pages with stored content are rendered on request.
    for (let start = 0; start < locs.length; start += 6) {
      await Promise.all(
        locs.slice(start, start + 6).map(async (loc) => {
          const page = await crawl(loc);
          expect(page.status, loc).toBe(200);
          expect(page.headers.get('x-robots-tag'), loc).toBeNull();
          expect(robotsOf(page.html), loc).toBeUndefined();
        }),
      );
    }
  }, 300_000);

  it.each([
    '/claim-credit',
    '/payment-success',
    '/checkout/pay_unknown',
    '/ar/claim-credit',
    '/reset-password',
    '/ar/reset-password',
    '/no-such-page',
  ])(
    'keeps %s out of search results: meta robots and X-Robots-Tag noindex, no URL of its own',
    async (path) => {
      const page = await crawl(path);
      expect(robotsOf(page.html)).toBe('noindex');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(canonicalOf(page.html)).toBeUndefined();
      expect(headOf(page.html)).not.toContain('og:url');
      expect(alternatesOf(page.html)).toEqual([]);
    },
  );
});

describe('only real places', () => {
  it.each([
    '/blog/free-bitcoin/emergency-website-development-call-555-scam-now',
    '/ar/blog/canada/emergency-website-development-dubai',
  ])('answers %s with the 404 page, noindex, naming nothing of the path', async (path) => {
    const page = await crawl(path);
    expect(page.status).toBe(404);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(robotsOf(page.html)).toBe('noindex');
    expect(page.html).not.toMatch(/bitcoin|scam|canada/i);
    expect(page.html).toContain(path.startsWith('/ar/') ? ar.notFound.title : en.notFound.title);
  });
});

describe('the portfolio', () => {
  it('is in the HTML the server sends, every project', async () => {
    const projects = await journey.site.api.ok('portfolioAll');
    const { status, html } = await crawl('/portfolio');
    expect(status).toBe(200);
    const text = html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
    for (const project of projects) expect(text).toContain(`>${project.title}</h2>`);
  });

  it.each([360, 1440])(
    'does not shift as it loads and hydrates at %i px',
    async (width) => {
      const page = await newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${journey.site.url}/portfolio`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // Whatever loads once the page is idle (the bar's menus, deferred sections) has had its turn.
      await settledAfterIdle(page);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      const total = shifts.reduce((sum, value) => sum + value, 0);
      expect(total, `layout shifts at ${width} px: ${shifts.join(', ')}`).toBeLessThan(0.01);
    },
    120_000,
  );
});

describe('the language of the first byte', () => {
  it('sends an Arabic browser from / to /ar/, in Arabic and right to left; a crawler stays on English', async () => {
    const page = await arabicBrowserPage();
    await page.goto(`${journey.site.url}/`);
    expect(new URL(page.url()).pathname).toBe('/ar/');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    const crawler = await crawl('/');
    expect(crawler.status).toBe(200);
    expect(crawler.html).toMatch(/<html lang="en" dir="ltr"/);
  });
});

describe('the language picker', () => {
  it('goes to the same page in the chosen language, keeps it on reload, and a chosen English stays English', async () => {
    // A browser that prefers Arabic: only the stored choice keeps it on the English URLs.
    const page = await arabicBrowserPage();
    await page.goto(`${journey.site.url}/ar/domains`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: fill(ar.language.current, { language: 'العربية' }) }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.waitForURL(`${journey.site.url}/de/domains`);
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/de/domains');

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /Deutsch/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.waitForURL(`${journey.site.url}/domains`);
    await page.getByRole('heading', { level: 1, name: en.pages.domains.title }).waitFor();
    // The stored English is what the server reads now, before the browser's Arabic.
    await page.goto(`${journey.site.url}/portfolio`);
    expect(new URL(page.url()).pathname).toBe('/portfolio');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // In-page links stay in the page's language.
    await page.goto(`${journey.site.url}/ar/portfolio`);
    expect(
      await page
        .getByRole('navigation', { name: ar.nav.mainNavigation })
        .getByRole('link')
        .last()
        .getAttribute('href'),
    ).toBe('/ar/blog');
  }, 120_000);
});

describe("the agency's content", () => {
  it('comes in the page’s language only, and in the language chosen in the picker at once', async () => {
    const german = TESTIMONIAL_TRANSLATIONS['maria-delgado']?.de?.content;
    if (!german) throw new Error('The seed has no German review of Maria Delgado');
    const page = await newPage();
    await page.goto(`${journey.site.url}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The HTML carries the English texts of the reviews and the portfolio, none of the nine others.
    const sent = await page.locator('#query-state').textContent();
    expect(sent).toContain('"contentLanguage":"en"');
    expect(sent).not.toContain(german.slice(0, 40));

    await page.getByRole('button', { name: fill(en.language.current, { language: 'English' }) }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.waitForURL(`${journey.site.url}/de/`);
    // In German as soon as the interface is, not the English marked as such.
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    const review = page.locator('#testimonials').getByText(german);
    expect(await review.count()).toBe(1);
    expect(await review.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('de');
  });
});
