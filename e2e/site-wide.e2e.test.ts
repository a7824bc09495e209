/**
 * Site-wide proof in a real browser (issue 13): axe on every public page in English and Arabic;
 * the guided tour and the first sales popup on the page's own clock; Arabic and dark chosen in the
 * navigation bar kept from the first byte after a reload, with screenshots of the home page and
 * the customer portal in Arabic and dark and in English and light.
 *
 * Where every dialog step and portal tab is checked by axe, in English and in Arabic:
 * - every public page (the list below, the 404 page included): here, en and ar (light); the home
 *   page also in dark: home (en, ar);
 * - the guided tour's four steps, package selection, the five onboarding steps, the exit-intent
 *   popup, the second popup and the two corner cards: funnel (en light; en and ar dark);
 * - the portfolio's instant-quote dialog: public-pages (en, ar);
 * - the domain results and the registration dialog, the claim-credit outcomes, /payment-success
 *   on its own clock: commerce (en light, ar dark); /payment-success also here (en, ar);
 * - the health check's report: home (en);
 * - the customer portal signed out (Sign In, Create Account): customer-portal (Sign In, en), here
 *   (Sign In ar, Create Account en and ar); the admin's code panel: customer-portal (en), here (ar);
 *   the six tabs signed in: customer-portal (en, ar);
 * - the admin portal's login, code step, six tabs and the send-message dialog: admin-portal (en;
 *   the last tab in ar), here (ar, each).
 */
import { localizedPath } from '@contract/language-paths';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMINGS } from '@machines/timings';
import { DEMO_ADMIN } from '@server/config';
import { generateTotp } from '@server/services/totp';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { AdminPortal, type AdminTabName } from './support/admin-portal.page-object';
import { animationsFinished as animationsDone } from './support/animations';
import { expectAccessible } from './support/axe';
import { launchBrowser, type E2EBrowser } from './support/browser';
import { CheckoutPage } from './support/checkout.page-object';
import { pageTime, renderingSettled, tickUntilDone } from './support/clock';
import { CustomerPortal } from './support/customer-portal.page-object';
import { GuidedTourDialog, SalesPopups } from './support/funnel.page-object';
import { HomePage } from './support/home.page-object';
import { openJourney } from './support/journey';
import { mainHeading } from './support/main-content.page-object';
import { NavBar } from './support/nav-bar.page-object';
import { serveLanguage } from './support/public-pages.page-object';
import { screenshot, SCREENSHOT_DIR, SCREENSHOTS_WANTED } from './support/screenshots';
import { ar, en, type UiStrings } from './support/strings';

const journey = openJourney();
const LANGUAGES = [
  ['en', en],
  ['ar', ar],
] as const satisfies ReadonlyArray<readonly ['en' | 'ar', UiStrings]>;
const WIDTHS = [1440, 360] as const;
const ADMIN_TABS: AdminTabName[] = ['projects', 'customers', 'paymentLinks', 'credits', 'leads', 'settings'];

let page: Page;
let blogPost: string;
let checkout: string;

beforeAll(async () => {
  page = await journey.browser.newPage();
  const [post] = await journey.site.api.ok('blogPosts');
  if (!post) throw new Error('The demo content has no published post');
  blogPost = `/blog/${post.slug}`;
  const { paymentUrl } = await journey.site.api.ok('createPaymentIntent', {
    body: { amount: 1995, packageType: 'startup' },
    token: await journey.site.loginDemoCustomer(),
  });
  checkout = paymentUrl;
});

/** Signs this browser out of every portal, as a visitor who never signed in. */
const forgetSessions = (on: Page) =>
  on.evaluate(
    (keys) => keys.forEach((key) => localStorage.removeItem(key)),
    [LOCAL_KEYS.authToken, LOCAL_KEYS.customerToken, LOCAL_KEYS.adminToken],
  );

/** Every public page with what shows once it has loaded (its data and its deferred parts in). */
const publicPages = (
  strings: UiStrings,
): { path: string; status?: number; ready: () => Promise<unknown> }[] => {
  const heading = () => mainHeading(page).waitFor();
  return [
    { path: '/', ready: () => new HomePage(page, strings).waitUntilLoaded() },
    { path: '/portfolio', ready: () => page.getByRole('main').getByRole('article').first().waitFor() },
    { path: '/domains', ready: heading },
    { path: '/blog', ready: () => page.getByRole('main').getByRole('article').first().waitFor() },
    { path: blogPost, ready: () => page.getByRole('button', { name: strings.blog.post.share }).waitFor() },
    { path: '/texas-website-development', ready: heading },
    // The landing pages of decision 28: the three packages' and a city's.
    { path: '/luxury-websites', ready: heading },
    { path: '/professional-websites', ready: heading },
    { path: '/emergency-website-development', ready: heading },
    { path: '/blog/united-states/emergency-website-development-austin', ready: heading },
    {
      path: '/claim-credit',
      ready: () => page.getByRole('textbox', { name: strings.creditClaim.emailLabel }).waitFor(),
    },
    { path: checkout, ready: () => new CheckoutPage(page, strings).amount() },
    {
      path: '/no-such-page',
      status: 404,
      ready: () => page.getByRole('heading', { name: strings.notFound.title }).waitFor(),
    },
  ];
};

describe('every public page', () => {
  it.each(LANGUAGES)(
    'passes axe in %s',
    async (language, strings) => {
      await serveLanguage(journey.browser.context, journey.site.url, language);
      for (const { path, status = 200, ready } of publicPages(strings)) {
        const response = await page.goto(`${journey.site.url}${path}`);
        expect(response?.status(), path).toBe(status);
        await ready();
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language);
        await animationsDone(page);
        await expectAccessible(page, `${path} in ${language}`);
      }
      await serveLanguage(journey.browser.context, journey.site.url, 'en');
    },
    240_000,
  );
});

describe('the portals in Arabic', () => {
  it("shows the admin's code panel in the customer portal", async () => {
    await serveLanguage(journey.browser.context, journey.site.url, 'ar');
    await page.goto(`${journey.site.url}/`);
    await new NavBar(page, ar).waitUntilShown();
    const portal = new CustomerPortal(page, ar);
    await portal.openByEvent('openCustomerLogin');
    await portal.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await portal.codeInput().waitFor();
    await portal.settle();
    await expectAccessible(page, 'the admin code panel in ar', '[role="dialog"]');
    await portal.close();
    await forgetSessions(page);
  });

  it('shows the admin portal: the login, the code step, every tab and the send-message dialog', async () => {
    const subject = `Opening hours ${Date.now()}`;
    await journey.site.api.ok('sendMessage', {
      token: await journey.site.loginDemoCustomer(),
      body: { subject, content: 'Can you add our new opening hours?' },
    });
    await serveLanguage(journey.browser.context, journey.site.url, 'ar');
    await page.goto(`${journey.site.url}/`);
    await new NavBar(page, ar).waitUntilShown();
    const portal = new AdminPortal(page, ar);
    await portal.open();
    await animationsDone(page);
    await expectAccessible(page, 'the admin login in ar', '[role="dialog"]');
    await portal.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await portal.codeInput().waitFor();
    await animationsDone(page);
    await expectAccessible(page, 'the admin code step in ar', '[role="dialog"]');
    await portal.enterCode(await generateTotp(DEMO_ADMIN.totpSecret, new Date()));
    await portal.tab('projects').waitFor();

    for (const tab of ADMIN_TABS) {
      await portal.showTab(tab);
      await animationsDone(page);
      await expectAccessible(page, `the admin ${tab} tab in ar`, '[role="dialog"]');
    }
    const customers = await portal.showTab('customers');
    await customers.getByRole('button', { name: `${ar.admin.messages.reply} ${subject}` }).click();
    await portal.messageDialog().waitFor();
    await animationsDone(page);
    await expectAccessible(page, 'the send-message dialog in ar', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await portal.messageDialog().waitFor({ state: 'detached' });
    await portal.close();
    await forgetSessions(page);
    await serveLanguage(journey.browser.context, journey.site.url, 'en');
  }, 120_000);
});

describe('the language and the theme chosen in the navigation bar', () => {
  /** What `<html>` said each time it changed from the moment it existed, and whether a body existed yet. */
  const recordHtmlStates = () => {
    const states: { lang: string; dir: string; theme: string; body: boolean }[] = [];
    (window as unknown as { htmlStates: typeof states }).htmlStates = states;
    const record = () => {
      const root = document.documentElement as HTMLElement | null;
      if (!root) return;
      states.push({ lang: root.lang, dir: root.dir, theme: root.className, body: document.body !== null });
    };
    const watch = () =>
      new MutationObserver(record).observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['lang', 'dir', 'class'],
      });
    if (document.documentElement) {
      record();
      watch();
      return;
    }
    const appearing = new MutationObserver(() => {
      if (!document.documentElement) return;
      appearing.disconnect();
      record();
      watch();
    });
    appearing.observe(document, { childList: true });
  };

  /**
   * Reloads with the site's JavaScript held back: the page shows the server's HTML and what the
   * inline theme script (the one script before the first paint) made of it. Returns that HTML, the
   * document as it stands then, and a release that lets the site's code run.
   */
  const reloadWithoutSiteScripts = async (on: Page) => {
    const held: Route[] = [];
    let released = false;
    const siteScripts = /\/assets\/.+\.js$/;
    await on.route(siteScripts, (route) => (released ? route.continue() : void held.push(route)));
    const response = await on.reload({ waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    await on.locator('h1').first().waitFor();
    const before = await on.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      dark: document.documentElement.classList.contains('dark'),
      colorScheme: document.documentElement.style.colorScheme,
      // The Radix Themes root paints the page's background.
      background: getComputedStyle(document.querySelector('[data-is-root-theme]') ?? document.body)
        .backgroundColor,
      // The theme button's icons a person sees (each bar's button shows the chosen theme's).
      themeIcons: [
        ...new Set(
          [...document.querySelectorAll('[data-theme-icon]')]
            .filter((icon) => getComputedStyle(icon).display !== 'none')
            .map((icon) => icon.getAttribute('data-theme-icon')),
        ),
      ],
    }));
    expect(held.length, 'the site scripts are held').toBeGreaterThan(0);
    const release = async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await on.unroute(siteScripts);
    };
    return { html, before, release };
  };

  /** Relative luminance of a CSS colour `rgb(r, g, b)` or `color(srgb r g b)`: 0 black, 1 white. */
  const luminance = (colour: string): number => {
    const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const [r = 0, g = 0, b = 0] = colour.startsWith('color(') ? numbers : numbers.map((n) => n / 255);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  /** The home page and the signed-out portal at both widths, as the screen shows them. */
  const photograph = async (on: Page, strings: UiStrings, look: string) => {
    for (const width of WIDTHS) {
      await on.setViewportSize({ width, height: 900 });
      await screenshot(on, `site-wide-home-${look}-${width}`, { fullPage: false });
    }
    // The bar's portal button (a phone's bar has it behind the menu).
    await on.setViewportSize({ width: WIDTHS[0], height: 900 });
    const portal = new CustomerPortal(on, strings);
    await portal.navButton().click();
    await portal.dialog().waitFor();
    await portal.settle();
    for (const width of WIDTHS) {
      await on.setViewportSize({ width, height: 900 });
      await screenshot(on, `site-wide-portal-${look}-${width}`, { fullPage: false });
    }
    await on.setViewportSize({ width: 1280, height: 800 });
    return portal;
  };

  /** The signed-out portal's two tabs, Sign In and Create Account, checked by axe. */
  const checkSignedOutPortal = async (on: Page, portal: CustomerPortal, strings: UiStrings, look: string) => {
    await expectAccessible(on, `the signed-out portal, Sign In (${look})`, '[role="dialog"]');
    await portal.dialog().getByRole('tab', { name: strings.customerSession.tabs.createAccount }).click();
    await portal.dialog().getByLabel(strings.account.fields.email).waitFor();
    await portal.settle();
    await expectAccessible(on, `the signed-out portal, Create Account (${look})`, '[role="dialog"]');
    await portal.close();
  };

  it('keeps Arabic and dark from the first byte after a reload, then English and light again', async () => {
    const own = await journey.browser.newPage();
    await own.addInitScript(recordHtmlStates);
    await own.goto(`${journey.site.url}/`);
    const nav = new NavBar(own);
    await nav.waitUntilShown();
    await nav.chooseLanguage('ar');
    const arabic = nav.in(ar);
    await arabic.portalButton().waitFor();
    await arabic.chooseTheme('dark');
    await own.waitForFunction(() => document.documentElement.classList.contains('dark'));

    // The server answers Arabic, right to left, in the first response; the theme script in <head>,
    // before any stylesheet or the site's code, has made the page dark while <body> did not exist.
    const arDark = await reloadWithoutSiteScripts(own);
    expect(arDark.html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl"/i);
    const head = arDark.html.slice(0, arDark.html.indexOf('</head>'));
    expect(head.indexOf('<script>')).toBeGreaterThan(-1);
    expect(head.indexOf('<script>')).toBeLessThan(
      head.search(/<link[^>]+rel="(stylesheet|modulepreload)"|<script type="module"|<style/),
    );
    expect(arDark.before).toMatchObject({ lang: 'ar', dir: 'rtl', dark: true, colorScheme: 'dark' });
    expect(arDark.before.themeIcons, 'the theme button before the scripts').toEqual(['dark']);
    expect(luminance(arDark.before.background), arDark.before.background).toBeLessThan(0.2);
    await screenshot(own, 'site-wide-home-ar-dark-before-scripts', { fullPage: false });
    await arDark.release();
    await arabic.waitUntilShown();
    await new HomePage(own, ar).waitUntilLoaded();
    const states = await own.evaluate(
      () =>
        (window as unknown as { htmlStates: { lang: string; dir: string; theme: string; body: boolean }[] })
          .htmlStates,
    );
    // The parser's <html> (the server's default light class), then dark before any <body>, then never light again.
    const firstDark = states.findIndex((state) => state.theme.split(' ').includes('dark'));
    expect(firstDark, JSON.stringify(states)).toBeGreaterThan(-1);
    expect(states[firstDark]?.body, JSON.stringify(states)).toBe(false);
    expect(states.slice(firstDark).every((state) => state.theme.split(' ').includes('dark'))).toBe(true);
    expect(
      states.every((state) => state.lang === 'ar' && state.dir === 'rtl'),
      JSON.stringify(states),
    ).toBe(true);
    expect(await arabic.appearance()).toBe('dark');
    expect(await arabic.documentLanguage()).toEqual({ lang: 'ar', dir: 'rtl' });

    const arPortal = await photograph(own, ar, 'ar-dark');
    await checkSignedOutPortal(own, arPortal, ar, 'ar, dark');

    // And back: English and light, chosen the same way, also from the first byte.
    await arabic.chooseLanguage('en');
    await nav.portalButton().waitFor();
    await nav.chooseTheme('light');
    await own.waitForFunction(() => document.documentElement.classList.contains('light'));
    const enLight = await reloadWithoutSiteScripts(own);
    expect(enLight.html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr"/i);
    expect(enLight.before).toMatchObject({ lang: 'en', dir: 'ltr', dark: false, colorScheme: 'light' });
    expect(enLight.before.themeIcons, 'the theme button before the scripts').toEqual(['light']);
    expect(luminance(enLight.before.background), enLight.before.background).toBeGreaterThan(0.8);
    await enLight.release();
    await nav.waitUntilShown();
    await new HomePage(own).waitUntilLoaded();
    const enPortal = await photograph(own, en, 'en-light');
    await checkSignedOutPortal(own, enPortal, en, 'en, light');
    await own.close();
    if (SCREENSHOTS_WANTED) console.info(`Screenshots: ${SCREENSHOT_DIR}/site-wide-*.png`);
  }, 120_000);
});

describe("on the page's own clock, a first visit", () => {
  let visitor: E2EBrowser;
  let home: Page;

  beforeAll(async () => {
    // A browser that has never seen the site, whose clock moves only when the journey moves it.
    visitor = await launchBrowser({ visitor: 'new' });
    await visitor.context.clock.install();
    await visitor.context.clock.pauseAt(Date.now());
  });
  afterAll(async () => {
    expect(visitor?.problems() ?? []).toEqual([]);
    await visitor?.close();
  });

  /** Moves the page's clock to `ms` after its document started. */
  const runTo = async (on: Page, ms: number) => {
    const now = await pageTime(on);
    expect(now, `the page's clock is already at ${now} ms`).toBeLessThanOrEqual(ms);
    await on.clock.runFor(ms - now);
    await renderingSettled(on);
  };

  it('gets the guided tour 2 s after the load, not at 1.9 s', async () => {
    home = await visitor.newPage();
    await home.goto(`${journey.site.url}/`);
    await new NavBar(home).waitUntilShown();
    const tour = new GuidedTourDialog(home);
    // The funnel loads once the page is idle (an idle callback: the clock moves for it) and shows
    // its Tour button while the tour waits.
    await home.clock.runFor(100);
    await tour.tourButton().waitFor();

    await runTo(home, TIMINGS.tourStart - 100);
    expect(await home.getByRole('dialog').count()).toBe(0);
    expect(await tour.tourButton().isVisible()).toBe(true);

    await runTo(home, TIMINGS.tourStart);
    await tour.step('welcome', { brand: 'Swift Web Studio' }).waitFor();
  });

  it('gets the first sales popup 30 s after the tour is completed, not before', async () => {
    const tour = new GuidedTourDialog(home);
    await tour.button('close').click();
    await tour.tourButton().waitFor();
    const completedAt = Number(
      await home.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.tourCompletedAt),
    );
    expect(completedAt).toBe(await home.evaluate(() => Date.now()));
    const completedTick = await pageTime(home);

    // The exit-intent popup is the first: it opens as soon as the popups are allowed and the pointer
    // leaves through the top (the others come 15 s, 20 s and 30 s later).
    const popups = new SalesPopups(home);
    await runTo(home, completedTick + TIMINGS.popupAfterTour - 100);
    await popups.leaveThroughTop();
    await renderingSettled(home);
    expect(await home.getByRole('dialog').count()).toBe(0);
    expect(await popups.cornerCard().count()).toBe(0);
    expect(await popups.readyCard().count()).toBe(0);

    await home.mouse.move(400, 200);
    await runTo(home, completedTick + TIMINGS.popupAfterTour);
    await popups.leaveThroughTop();
    await popups.exitIntent().waitFor();
    await home.keyboard.press('Escape');
    await popups.exitIntent().waitFor({ state: 'detached' });
  });

  it('does not get the tour again after a reload once it is completed', async () => {
    await home.reload();
    await new NavBar(home).waitUntilShown();
    const tour = new GuidedTourDialog(home);
    await home.clock.runFor(100);
    await tour.tourButton().waitFor();
    await home.clock.runFor(TIMINGS.tourStart);
    await renderingSettled(home);
    expect(await tour.step('welcome', { brand: 'Swift Web Studio' }).count()).toBe(0);
    expect(await tour.tourButton().isVisible()).toBe(true);
    await home.close();
  });

  it.each(LANGUAGES)(
    'gets /payment-success in %s, which passes axe before its 3 s redirect',
    async (language, strings) => {
      await serveLanguage(visitor.context, journey.site.url, language);
      const success = await visitor.newPage();
      await success.goto(`${journey.site.url}/payment-success?package=professional&amount=2995`);
      await success.getByRole('heading', { level: 1, name: strings.pages.paymentSuccess.title }).waitFor();
      const moved = await tickUntilDone(
        success,
        expectAccessible(success, `/payment-success in ${language}`),
      );
      expect(moved).toBeLessThan(TIMINGS.paymentSuccessRedirect);
      expect(new URL(success.url()).pathname).toBe(localizedPath(language, '/payment-success'));
      await success.close();
    },
  );
});
