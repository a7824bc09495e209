/**
 * What a first visit fetches until the page is idle (issue 18's "JS until idle"), in Chromium
 * against `npm start`'s server: the budgets of `/` and `/ar/`, the stylesheets (only those the HTML links: no
 * deferred part brings a stylesheet of its own, each of which forced a full style recalculation),
 * none of the health check's code until the visitor goes to its field, and a page other than home
 * that fetches none of the funnel's code until the visitor reaches the home page, where the tour
 * then opens at once (its 2 s count from the page's load).
 */
import { describe, expect, it } from 'vitest';
import { kb } from './support/first-load';
import { GuidedTourDialog } from './support/funnel.page-object';
import { HomePage } from './support/home.page-object';
import { measureUntilIdle } from './support/idle-load';
import { openJourney } from './support/journey';
import { NavBar } from './support/nav-bar.page-object';
import { en, fill } from './support/strings';

/**
 * 192.6 KB: 192.1 KB measured on `/` in 26 files since the data layer, XState with its React
 * binding and the flows' helpers, Radix's layer and modal primitives and the tracking each load as
 * one file (vite.config.ts, codeSplitting groups), not as 19 that each compress on their own.
 * 198.3 KB: 197.8 KB measured on `/` since the machines' story lists and sample answers stay out
 * of the build (vite.config.ts, treeshake). 199.5 KB: 199.0 KB measured on `/` since the health check's machine, report, checkbox and texts
 * load when the visitor goes to its field (207.4 KB when they loaded at the idle moment). 208 KB:
 * 207.4 KB measured on `/` since three fixes (+0.5 KB: the header's fit counts each group's
 * own buttons, a machine's toast waits for its texts, the portal's dialog is a machine); 207 KB
 * since the toaster's code loads with the first toast (206.9 KB measured on `/`; 215.0 KB
 * before, 258.0 KB before the stop that left out what only a press needs): the navigation's menus
 * load on a press, the funnel's dialogs when one first opens (the modal popups when one is due), the
 * toaster with a first toast (and, for a visitor with no stored token, the portal session with the
 * onboarding dialog), and the parts loaded when idle that open no menu or dialog come without the
 * theme context's tooltip, popper and floating-ui code. Issue 18's target is 200 KB. The rest is
 * React, the router and i18next in the entry, XState and the funnel's machines for the tour at 2 s,
 * and the data layer for the home page's reads.
 */
const HOME_IDLE_JS_BUDGET_GZIP = 192.6 * 1024;
/**
 * 194 KB on the Arabic home page (193.5 KB measured with the shared code grouped in files; 199.1 KB
 * before; 199.6 KB the budget without the machines' story lists; 200.4 KB
 * with them, the health check on its field's focus; 209.7 KB
 * before; 209.1 KB measured earlier; 218.4 KB when every text group came in English
 * too, as a fallback that never showed): a page in another language than English fetches its texts
 * in that language only.
 */
const AR_HOME_IDLE_JS_BUDGET_GZIP = 194 * 1024;
/**
 * 170.4 KB measured on /blog without the funnel, zod, the menus and the toaster, with the shared
 * code grouped in files (173.8 KB before; 181.6 KB with the toaster).
 */
const BLOG_IDLE_JS_BUDGET_GZIP = 170.9 * 1024;
const FUNNEL_CODE = /\/assets\/funnel-/;
/** The health check's machine and report: loaded when the visitor goes to its field. */
const HEALTH_CHECK_CODE = /\/assets\/health-check-/;
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
    // The health check's form is the server's until the visitor goes to its field.
    expect(load.scripts.filter((script) => HEALTH_CHECK_CODE.test(script)), figures).toEqual([]);
    // The tour, open by now on a first visit, keeps the focus in its card: it goes first.
    const tour = new GuidedTourDialog(page);
    await tour.step('welcome', { brand: 'Swift Web Studio' }).waitFor({ timeout: 5000 });
    await tour.button('close').click();
    const healthCheckRequested = page.waitForRequest((request) => HEALTH_CHECK_CODE.test(request.url()));
    const home = new HomePage(page);
    await home.healthCheckField().focus();
    await healthCheckRequested;
    await home.healthCheckForm().and(page.locator('[data-state="ready"]')).waitFor({ timeout: 5000 });
    await page.close();
  });

  it(`fetches at most ${kb(AR_HOME_IDLE_JS_BUDGET_GZIP)} of JavaScript on /ar/`, async () => {
    const page = await firstVisitPage();
    const load = await measureUntilIdle(page, `${journey.site.url}/ar/`);
    const figures = `JS until idle ${kb(load.jsGzip)} in ${load.scripts.length} files`;
    console.info(figures);
    expect(load.jsGzip, figures).toBeLessThanOrEqual(AR_HOME_IDLE_JS_BUDGET_GZIP);
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
