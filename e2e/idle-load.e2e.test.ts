/**
 * What a first visit fetches until the page is idle (issue 18's "JS until idle"), in Chromium
 * against `npm start`'s server: the budget of `/`, the stylesheets (only those the HTML links: no
 * deferred part brings a stylesheet of its own, each of which forced a full style recalculation),
 * and a page other than home that fetches none of the funnel's code until the visitor reaches the
 * home page, where the tour then opens at once (its 2 s count from the page's load).
 */
import { describe, expect, it } from 'vitest';
import { kb } from './support/first-load';
import { GuidedTourDialog } from './support/funnel.page-object';
import { measureUntilIdle } from './support/idle-load';
import { openJourney } from './support/journey';
import { NavBar } from './support/nav-bar.page-object';
import { en, fill } from './support/strings';

/**
 * 287 KB since the stop that took the funnel off the other pages (284.6 KB measured on `/`, whose
 * first visit needs the funnel for its tour at 2 s; 285.4 KB once the portfolio's pictures came as
 * <picture>); issue 18's target is 200 KB. The rest is the data layer with zod for the home page's
 * reads, the funnel, the nav tools and the toaster.
 */
const HOME_IDLE_JS_BUDGET_GZIP = 287 * 1024;
/** 199.9 KB measured on /blog without the funnel and zod (270.0 KB with them). */
const BLOG_IDLE_JS_BUDGET_GZIP = 202 * 1024;
const FUNNEL_CODE = /\/assets\/funnel-/;
/** The schema library: the blog shows content it read on the server and parses nothing. */
const ZOD_CODE = /\/assets\/zod-/;

const journey = openJourney({ visitor: 'new' });

/** A page of the site with nothing stored: a first visit. */
const firstVisitPage = async () => {
  const page = await journey.browser.newPage();
  await page.goto(`${journey.site.url}/favicon.svg`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return page;
};

const linkedStylesheets = (html: string): string[] =>
  [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href = '']) => href);

describe('a first visit until the page is idle', () => {
  it(`fetches at most ${kb(HOME_IDLE_JS_BUDGET_GZIP)} of JavaScript on /, and only the stylesheets its HTML links`, async () => {
    const page = await firstVisitPage();
    const load = await measureUntilIdle(page, `${journey.site.url}/`);
    const figures = `JS until idle ${kb(load.jsGzip)} in ${load.scripts.length} files; stylesheets ${load.stylesheets.join(', ')}`;
    console.info(figures);
    expect(load.jsGzip, figures).toBeLessThanOrEqual(HOME_IDLE_JS_BUDGET_GZIP);
    // The funnel is there for the tour, due 2 s after the load.
    expect(load.scripts.filter((script) => FUNNEL_CODE.test(script)).length, figures).toBeGreaterThan(0);
    const html = await (await fetch(`${journey.site.url}/`)).text();
    expect(load.stylesheets, figures).toEqual(linkedStylesheets(html));
    await page.close();
  });

  it(`fetches no funnel code and no zod on /blog (at most ${kb(BLOG_IDLE_JS_BUDGET_GZIP)}), then opens the tour at once on reaching home by its link`, async () => {
    const page = await firstVisitPage();
    const load = await measureUntilIdle(page, `${journey.site.url}/blog`);
    const figures = `JS until idle ${kb(load.jsGzip)} in ${load.scripts.length} files`;
    console.info(figures);
    expect(load.jsGzip, figures).toBeLessThanOrEqual(BLOG_IDLE_JS_BUDGET_GZIP);
    expect(load.scripts.filter((script) => FUNNEL_CODE.test(script) || ZOD_CODE.test(script))).toEqual([]);

    const funnelRequested = page.waitForRequest((request) => FUNNEL_CODE.test(request.url()));
    const brand = { brand: 'Swift Web Studio' };
    await new NavBar(page).root.getByRole('link', { name: fill(en.nav.homeLink, brand) }).click();
    await funnelRequested;
    // More than 2 s after the load: the tour does not wait another 2 s.
    await new GuidedTourDialog(page).step('welcome', brand).waitFor({ timeout: 5000 });
    await page.close();
  });
});
