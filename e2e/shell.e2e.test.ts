/**
 * The site shell in a real browser against `npm start`'s server: the navigation, the theme and
 * language choices that survive a reload (Arabic right-to-left), the 404 page, and the HTTP
 * headers of the built client.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mainHeading } from './support/main-content.page-object';
import { NavBar } from './support/nav-bar.page-object';
import { screenshot } from './support/screenshots';
import { openJourney } from './support/journey';
import { ar, en, fill } from './support/strings';

const journey = openJourney();
let page: Page;

beforeAll(async () => {
  page = await journey.browser.newPage();
});

describe('the site shell', () => {
  it('shows the navigation bar on the home page', async () => {
    const response = await page.goto(`${journey.site.url}/`);
    expect(response?.status()).toBe(200);
    const nav = new NavBar(page);
    await nav.waitUntilShown();
    expect(await nav.portalButton().isVisible()).toBe(true);
    expect(await nav.startProjectButton().isVisible()).toBe(true);
    expect(await nav.documentLanguage()).toEqual({ lang: 'en', dir: 'ltr' });
    // The home page's look and axe, in both languages and themes: home and site-wide journeys.
    await mainHeading(page).waitFor();
  });

  it('keeps the dark theme across a reload', async () => {
    await page.goto(`${journey.site.url}/`);
    const nav = new NavBar(page);
    await nav.waitUntilShown();
    expect(await nav.appearance()).toBe('light');

    await nav.chooseTheme('dark');
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    await nav.waitUntilShown();
    expect(await nav.appearance()).toBe('dark');
    // The server renders the default's label; the stored choice names the button once it is read.
    await expect
      .poll(() => nav.themeButton().getAttribute('aria-label'))
      .toBe(fill(en.theme.current, { theme: en.theme.dark }));
    await mainHeading(page).waitFor();

    // Back to light, so the next journeys start from the default.
    await nav.chooseTheme('light');
    await page.reload();
    await nav.waitUntilShown();
    expect(await nav.appearance()).toBe('light');
  });

  it('switches to Arabic, right to left, and keeps it across a reload', async () => {
    await page.goto(`${journey.site.url}/`);
    const nav = new NavBar(page);
    await nav.waitUntilShown();

    await nav.chooseLanguage('ar');
    const arabic = nav.in(ar);
    await arabic.portalButton().waitFor();
    expect(await nav.documentLanguage()).toEqual({ lang: 'ar', dir: 'rtl' });

    await page.reload();
    await arabic.waitUntilShown();
    expect(await arabic.documentLanguage()).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await arabic.portalButton().isVisible()).toBe(true);
    await mainHeading(page).waitFor();

    await arabic.chooseLanguage('en');
    await nav.portalButton().waitFor();
    expect(await nav.documentLanguage()).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('answers an unknown address with HTTP 404 and the Page Not Found page', async () => {
    const response = await page.goto(`${journey.site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: en.notFound.title }).waitFor();
    await new NavBar(page).waitUntilShown();
    await screenshot(page, 'not-found');

    await page.getByRole('link', { name: en.notFound.backHome }).click();
    await page.waitForURL(`${journey.site.url}/`);
  });

  it('caches hashed assets for a year and sends the security headers', async () => {
    const shell = await fetch(`${journey.site.url}/`);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(shell.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(shell.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shell.headers.get('x-frame-options')).toBe('DENY');
    expect(shell.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${journey.site.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
