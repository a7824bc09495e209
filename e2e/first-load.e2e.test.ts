/**
 * The first load of the site as a phone fetches it, against the server `npm start` runs: the
 * budgets of first-load JavaScript and render-blocking CSS, compression of the build's files, and
 * every public page prerendered in each of the ten languages at its language's URL (an unprefixed
 * URL redirecting to the language of the cookie or the browser's), with its text, one h1 and its head. Each budget failure names the figure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { localizedPath } from '@contract/language-paths';
import { NOT_FOUND_PAGE, SITE_PAGES } from '@contract/site-pages';
import { kb, measureFirstLoad, rawGet } from './support/first-load';
import { startSite, type Site } from './support/site';
import { ar, en, fill } from './support/strings';

/**
 * 131 KB since the stop that brought the Armenian bar's tight stage, the 404 page's texts on their
 * own routes and content in the page's language (together about 250 B over 130 KB, with nothing left
 * to defer that the first paint does not draw). Lighthouse's figures on this site are set by the
 * main thread's work, not by these bytes (`npm run bench:web`, TBT); the budget still stops drift.
 */
const JS_BUDGET_GZIP = 131 * 1024;
const BLOCKING_CSS_BUDGET_GZIP = 40 * 1024;

let site: Site;
const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await rawGet(`${site.url}${path}`, { 'Accept-Encoding': 'identity', ...headers });
  return { ...response, html: response.body.toString('utf8') };
};

beforeAll(async () => {
  site = await startSite();
}, 300_000);
afterAll(() => site?.close());

const h1Texts = (html: string): string[] =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner = '']) =>
    inner.replace(/<[^>]+>/g, '').trim(),
  );

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, attribute: string, name: string): string | undefined =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(headOf(html))?.[1];

describe('the first load of /', () => {
  it(`carries at most ${kb(JS_BUDGET_GZIP)} of JavaScript and ${kb(BLOCKING_CSS_BUDGET_GZIP)} of render-blocking CSS, gzipped`, async () => {
    const home = await page('/');
    const load = await measureFirstLoad(site.url, home.html);
    const figures = `first-load JS ${kb(load.jsGzip)} in ${load.jsFiles.length} files; render-blocking CSS ${kb(load.blockingCssGzip)} (inline critical ${kb(load.inlineCssGzip)}, ${load.blockingStylesheets.length} stylesheets in <head>)`;
    console.info(figures);
    expect(load.jsGzip, figures).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    expect(load.blockingCssGzip, figures).toBeLessThanOrEqual(BLOCKING_CSS_BUDGET_GZIP);
    expect(
      load.deferredStylesheets.length,
      'the full stylesheets load after the first paint',
    ).toBeGreaterThan(0);
  });

  it('is answered compressed when asked: the page and its assets, brotli or gzip', async () => {
    const home = await page('/');
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(home.html)?.[1] ?? '';
    const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(home.html)?.[1] ?? '';
    for (const path of ['/', script, stylesheet]) {
      expect(
        (await rawGet(`${site.url}${path}`, { 'Accept-Encoding': 'br' })).headers['content-encoding'],
        path,
      ).toBe('br');
      expect(
        (await rawGet(`${site.url}${path}`, { 'Accept-Encoding': 'gzip' })).headers['content-encoding'],
        path,
      ).toBe('gzip');
    }
  });

  it('holds its h1 with text, with JavaScript or without', async () => {
    const title = fill(en.pages.home.title, { hours: '48' });
    expect(h1Texts((await page('/')).html)).toEqual([title]);
  });

  it('sends a visitor with the language cookie ar, or Accept-Language ar and no cookie, to /ar/; a crawler stays', async () => {
    const requests: Record<string, string>[] = [
      { Cookie: 'lang=ar', 'Accept-Language': 'en-US' },
      { 'Accept-Language': 'ar-EG,ar;q=0.9' },
    ];
    for (const headers of requests) {
      const { status, headers: answer } = await page('/', headers);
      expect(status).toBe(302);
      expect(answer.location).toBe('/ar/');
      expect(String(answer.vary)).toMatch(/Cookie/);
      expect(String(answer.vary)).toMatch(/Accept-Language/);
    }
    const crawler = await page('/');
    expect(crawler.status).toBe(200);
    expect(crawler.html).toMatch(/<html lang="en" dir="ltr"/);
  });

  it('is Arabic and right to left at /ar/, for everyone', async () => {
    const title = fill(ar.pages.home.title, { hours: '48' });
    const { status, html } = await page('/ar/', { Cookie: 'lang=de', 'Accept-Language': 'en-US' });
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(h1Texts(html)).toEqual([title]);
  });
});

describe('every public page', () => {
  const pages = SITE_PAGES.filter((entry) => entry.file && !entry.path.includes(':'));

  it.each(LANGUAGE_CODES.map((language) => [language]))(
    'is prerendered in %s with its text, one h1 and its head',
    async (language) => {
      for (const entry of pages) {
        const url = localizedPath(language, entry.path);
        const { status, html } = await page(url);
        expect(status, entry.path).toBe(200);
        expect(html, entry.path).toMatch(
          new RegExp(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`),
        );
        const headings = h1Texts(html);
        expect(headings, entry.path).toHaveLength(1);
        expect(headings[0], entry.path).not.toBe('');
        const description = metaContent(html, 'name', 'description') ?? '';
        expect(description.length, `${entry.path} description: ${description}`).toBeGreaterThanOrEqual(50);
        expect(description.length, `${entry.path} description: ${description}`).toBeLessThanOrEqual(160);
        expect(metaContent(html, 'property', 'og:title'), entry.path).toBeTruthy();
        expect(metaContent(html, 'property', 'og:image'), entry.path).toMatch(new RegExp(`^${site.url}/`));
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(headOf(html))?.[1];
        const noIndex = metaContent(html, 'name', 'robots') === 'noindex';
        expect(noIndex || canonical === `${site.url}${url}`, `${entry.path} canonical ${canonical}`).toBe(
          true,
        );
      }
    },
  );

  it("answers an unknown path with the Page Not Found page in its URL's language and HTTP 404", async () => {
    expect((await page('/no-such-page', { 'Accept-Language': 'de' })).headers.location).toBe(
      '/de/no-such-page',
    );
    const { status, html } = await page('/de/no-such-page');
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="de"/);
    expect(h1Texts(html)).toHaveLength(1);
    expect(NOT_FOUND_PAGE.file).toBe('not-found');
  });
});
