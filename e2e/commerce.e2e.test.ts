/**
 * The commerce pages against the real server, in English (light) and Arabic (dark): a domain
 * searched, registered for 2 years and paid in the sandbox checkout, then shown as Taken, its lead
 * stored with the session's tracking record; /claim-credit for an existing customer (Credit
 * Applied, no name for a stranger, the name for that customer signed in), an unknown email (Credit
 * Reserved, then applied when that email registers) and again (Already Claimed); /payment-success
 * redirecting to /#complete-details after 3 s on the page's own clock. axe on every page and
 * dialog; screenshots of each state at 360 and 1440 px.
 */
import { localizedPath } from '@contract/language-paths';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AMOUNTS } from '@contract/catalogue';
import { DEMO_ADMIN } from '@server/config';
import { generateTotp } from '@server/services/totp';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { CheckoutPage } from './support/checkout.page-object';
import {
  chooseLook,
  ClaimCreditPage,
  DomainsPage,
  PaymentSuccessPage,
  type Language,
  type Theme,
} from './support/commerce.page-objects';
import { openJourney } from './support/journey';
import { screenshot } from './support/screenshots';
import { ar, en, fill, type UiStrings } from './support/strings';

const journey = openJourney();

const WIDTHS = [360, 1440] as const;
const PASSWORD = 'a-good-password';
/** A journey of many pages on a machine shared by several builds. */
const JOURNEY_MS = 120_000;

/** An admin-scoped token through the real second factor (the demo admin of decision 11). */
const adminToken = async (): Promise<string> => {
  const { api } = journey.site;
  const { sessionId } = await api.ok('requestVerification', {
    body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const code = await generateTotp(DEMO_ADMIN.totpSecret, new Date());
  const { token } = await api.ok('verifyCode', { body: { sessionId, code } });
  return token;
};

/**
 * Lets `work` (axe, which waits on timers of its own) finish on a page whose clock stands still,
 * by moving the clock a millisecond at a time; returns how far the clock moved.
 */
const tickUntilDone = async (page: Page, work: Promise<unknown>): Promise<number> => {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let moved = 0;
  while (!done && moved < 1_000) {
    await page.clock.runFor(1);
    moved += 1;
  }
  await settled;
  return moved;
};

const register = (email: string, firstName: string) =>
  journey.site.api.ok('register', { body: { email, password: PASSWORD, firstName, lastName: 'Tester' } });

describe.each([
  ['en', 'light', en],
  ['ar', 'dark', ar],
] as const satisfies readonly (readonly [Language, Theme, UiStrings])[])(
  'the commerce pages in %s, %s theme',
  (language, theme, strings) => {
    let page: Page;
    /** Console errors and warnings: a hydration mismatch shows here first. */
    let consoleProblems: string[];

    const watchConsole = (watched: Page) =>
      watched.on('console', (message) => {
        // A refused call (409 Already Claimed) is logged by the browser itself: expected, not a fault.
        if (message.text().startsWith('Failed to load resource')) return;
        if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
      });

    beforeEach(async () => {
      page = await journey.browser.newPage();
      consoleProblems = [];
      watchConsole(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await chooseLook(journey.browser.context, page, journey.site.url, language, theme);
    });

    afterEach(async () => {
      await page.close();
      expect(consoleProblems).toEqual([]);
    });

    /** The page as it is now at both widths, with nothing scrolling sideways. */
    const shoot = async (name: string) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        await screenshot(page, `commerce-${name}-${language}-${theme}-${width}`);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    };

    it(
      'a domain searched, registered for 2 years and paid, then shown as Taken',
      async () => {
        const label = `bright-bakery-${language}`;
        const domain = `${label}.com`;
        const email = `baker-${language}@example.com`;
        const twoYears = '$25.98';
        const domains = new DomainsPage(page, strings);

        await domains.open(journey.site.url);
        await expectAccessible(page, `/domains in ${language}`);
        await shoot('domains');

        // Trimmed and lowercased before it is sent.
        await domains.search(`  ${label.toUpperCase()} `);
        await expect.poll(() => domains.result(domain).getAttribute('data-availability')).toBe('available');
        await expectAccessible(page, `/domains results in ${language}`);
        await shoot('domains-results');

        const dialog = await domains.select(domain);
        await domains.fillRegistration('Ada Lovelace', email);
        await domains.period(twoYears).click();
        await expect.poll(() => dialog.getByTestId('domain-order-total').textContent()).toBe(twoYears);
        await expectAccessible(page, `the registration dialog in ${language}`, '[role="dialog"]');
        await shoot('domains-registration');

        const checkoutUrl = await domains.complete(twoYears);
        expect(checkoutUrl.pathname).toMatch(new RegExp(`^${localizedPath(language, '/checkout/')}[^/]+$`));
        const checkout = new CheckoutPage(page, strings);
        await checkout.heading().waitFor();
        await expect.poll(() => checkout.amount()).toBe(twoYears);
        const landed = await checkout.pay(twoYears);
        expect(landed.pathname).toBe(localizedPath(language, '/payment-success'));
        expect(Object.fromEntries(landed.searchParams)).toEqual({ package: 'domain', amount: '25.98' });
        const success = new PaymentSuccessPage(page, strings);
        await success.heading().waitFor();
        await expect.poll(() => success.purchase()).toBe(strings.paymentSuccess.purchase.domain);
        expect(await success.amount()).toBe(twoYears);

        // Paid: the name is now taken, and Select reads Unavailable.
        await domains.open(journey.site.url);
        await domains.search(label);
        await expect.poll(() => domains.result(domain).getAttribute('data-availability')).toBe('taken');
        expect(await domains.unavailableButton(domain).isDisabled()).toBe(true);
        expect(await domains.unavailableButton(domain).textContent()).toBe(
          strings.domains.results.unavailable,
        );
        await shoot('domains-taken');

        if (language === 'en') {
          // The order brought its lead, with the session's tracking record (decision 25).
          const leads = await journey.site.api.ok('adminLeads', { token: await adminToken() });
          expect(leads.find((lead) => lead.source === 'domain_order' && lead.email === email)).toMatchObject({
            tracking: {
              form_source: 'domain_order',
              current_page: '/domains',
              landing_page: '/',
              referrer: 'direct',
              session_id: expect.stringMatching(/^[0-9a-f]{32}$/),
            },
            leadScore: 50,
          });
        }
      },
      JOURNEY_MS,
    );

    it(
      'claim-credit: applied for an existing customer, reserved for an unknown email and applied when it registers, then already claimed',
      async () => {
        const claim = new ClaimCreditPage(page, strings);

        // An existing customer, claimed by someone not signed in: the email and the credit, no name.
        const existing = `owner-${language}@example.com`;
        await register(existing, 'Olivia');
        await claim.open(journey.site.url, existing);
        await claim.outcome('applied').waitFor();
        expect(await page.getByText(existing, { exact: true }).isVisible()).toBe(true);
        expect(await page.getByTestId('claim-credit-amount').textContent()).toBe('$200.00');
        expect(await page.getByText('Olivia').count()).toBe(0);
        await expectAccessible(page, `Credit Applied in ${language}`);
        await shoot('claim-applied');

        // An unknown email: reserved until an account registers with it.
        const newcomer = `newcomer-${language}@example.com`;
        await claim.open(journey.site.url);
        await expectAccessible(page, `/claim-credit in ${language}`);
        await claim.claim(newcomer);
        await claim.outcome('reserved').waitFor();
        expect(
          await page
            .getByRole('link', { name: strings.creditClaim.outcome.reserved.create })
            .getAttribute('href'),
        ).toBe(localizedPath(language, '/#customer-portal'));
        await expectAccessible(page, `Credit Reserved in ${language}`);
        await shoot('claim-reserved');

        const { customer } = await register(newcomer, 'Nadia');
        expect(customer.maintenanceCredit).toBe(AMOUNTS.maintenanceCreditCents);

        // And again: Already Claimed, in yellow.
        await claim.open(journey.site.url, newcomer);
        await claim.outcome('alreadyClaimed').waitFor();
        expect(
          await page.locator('[data-outcome="alreadyClaimed"] [data-accent-color="amber"]').count(),
        ).toBeGreaterThan(0);
        expect(
          await page.getByRole('link', { name: strings.creditClaim.outcome.backHome }).getAttribute('href'),
        ).toBe(localizedPath(language, '/'));
        await expectAccessible(page, `Already Claimed in ${language}`);
        await shoot('claim-already-claimed');

        // The holder signed in sees their own name (decision 29).
        const holder = `holder-${language}@example.com`;
        const { token } = await register(holder, 'Grace');
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          LOCAL_KEYS.authToken,
          token,
        ] as const);
        await claim.open(journey.site.url, holder);
        await claim.outcome('applied').waitFor();
        expect(
          await page
            .getByText(fill(strings.creditClaim.outcome.applied.greeting, { name: 'Grace' }))
            .isVisible(),
        ).toBe(true);
        await page.evaluate((key) => localStorage.removeItem(key), LOCAL_KEYS.authToken);
      },
      JOURNEY_MS,
    );

    it(
      '/payment-success shows what was paid and goes to /#complete-details after 3 s',
      async () => {
        // The page's own clock, in a browser of its own: a context's clock cannot be removed again.
        const own = await launchBrowser();
        try {
          const clocked = await own.newPage();
          await page.close();
          page = clocked;
          watchConsole(clocked);
          await chooseLook(own.context, clocked, journey.site.url, language, theme);
          await clocked.clock.install();
          // Time stands still from here: the 3-second redirect waits for the test.
          await clocked.clock.pauseAt(Date.now() + 1_000);
          await clocked.goto(`${journey.site.url}/payment-success?package=professional&amount=2995`);
          const success = new PaymentSuccessPage(clocked, strings);
          await success.heading().waitFor();
          // The address is read once the page has hydrated (the server renders the defaults).
          await clocked.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          await expect
            .poll(() => success.purchase(), { timeout: 15_000 })
            .toBe(strings.paymentSuccess.purchase.professional);
          expect(await success.amount()).toBe('$2,995');
          expect(
            await clocked.getByText(fill(strings.paymentSuccess.contactPromise, { hours: '2' })).isVisible(),
          ).toBe(true);
          const scanning = tickUntilDone(
            clocked,
            expectAccessible(clocked, `/payment-success in ${language}`),
          );
          const elapsed = await scanning;
          await shoot('payment-success');

          await clocked.clock.runFor(2_900 - elapsed);
          expect(new URL(clocked.url()).pathname).toBe(localizedPath(language, '/payment-success'));
          expect(
            await clocked.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.paymentCompleted),
          ).toBeNull();

          await clocked.clock.runFor(200);
          await clocked.waitForURL(
            (url) => url.pathname === localizedPath(language, '/') && url.hash === '#complete-details',
          );
          const stored = await clocked.evaluate(
            (keys) => keys.map((key) => localStorage.getItem(key)),
            [LOCAL_KEYS.paymentCompleted, LOCAL_KEYS.paymentPackage, LOCAL_KEYS.paymentAmount],
          );
          expect(stored).toEqual(['true', 'professional', '2995']);
          await clocked.clock.runFor(1_000);
          // This visitor has no session: back home, the login asks for the account that paid, and
          // its toast takes the place of 'Redirecting...' (one toast at a time), sooner or later
          // as the portal's code arrives.
          await clocked
            .locator('.toaster__viewport li', { hasText: strings.onboarding.toast.signInAfterPayment.title })
            .waitFor();
          await clocked
            .getByRole('dialog')
            .getByRole('button', { name: strings.customerSession.signIn, exact: true })
            .waitFor();
          expect(own.problems()).toEqual([]);
        } finally {
          await own.close();
        }
      },
      JOURNEY_MS,
    );
  },
);
