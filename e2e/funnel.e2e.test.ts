/**
 * The sales funnel in a real browser against `npm start`'s server (issue 9): a new visitor takes
 * the guided tour, starts a project, picks Professional, creates an account, pays on the sandbox
 * checkout, comes back to the domain step, skips it, describes the project in 600 characters with
 * the logo, and sees 'Project Details Saved!' with the $99 logo checkout in a new tab. The page's
 * clock (`page.clock`) stands in for waiting on the tour's 2 s and the closing 2 s.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AMOUNTS, PACKAGES, formatUsd } from '@contract/catalogue';
import { TOUR_TARGETS } from '@src/features/funnel/guided-tour/tour-targets';
import { LOCAL_KEYS } from '@src/lib/storage-keys';
import { animationsFinished } from './support/animations';
import { expectAccessible } from './support/axe';
import { CheckoutPage } from './support/checkout.page-object';
import {
  GuidedTourDialog,
  OnboardingDialog,
  PackageSelectionDialog,
  SalesPopups,
  openQuickOnboarding,
} from './support/funnel.page-object';
import { CustomerPortal } from './support/customer-portal.page-object';
import { openJourney } from './support/journey';
import { NavBar } from './support/nav-bar.page-object';
import { DEMO_CUSTOMER } from './support/site';
import { screenshot } from './support/screenshots';
import { ar, en, fill } from './support/strings';

// A first visit: the tour and the popups are what this journey is about.
const journey = openJourney({ visitor: 'new' });
const pkg = PACKAGES.professional;
/**
 * axe checks the dialog a step shows: the page behind it is inert, and the home page itself is
 * checked by the home and site-wide journeys.
 */
const DIALOG = '[role="dialog"]';
const brand = { brand: 'Swift Web Studio' };

beforeAll(async () => {
  // One clock for the whole browser: it runs as time does, and a journey jumps it forward.
  await journey.browser.context.clock.install();
});

/** A page of the site with nothing stored: a first visit. */
const firstVisit = async (path = '/'): Promise<Page> => {
  const page = await journey.browser.newPage();
  await page.goto(`${journey.site.url}/`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${journey.site.url}${path}`);
  await new NavBar(page).waitUntilShown();
  return page;
};

const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

/**
 * axe on the open dialog once its opening (or the former dialog's closing) has finished: read
 * halfway through a fade, the dialog's text fails color-contrast (seen once on a busy machine, on
 * the account step right after the package selection closed).
 */
const expectSettledDialogAccessible = async (page: Page, where: string): Promise<void> => {
  await animationsFinished(page);
  await expectAccessible(page, where, DIALOG);
};

/** Puts entries in the page's local storage, as a returning visitor's browser holds them. */
const store = (page: Page, entries: Record<string, string>) =>
  page.evaluate((list) => {
    for (const [key, value] of list) localStorage.setItem(key, value);
  }, Object.entries(entries));

/** The demo customer, signed in, on a visit after the tour. */
const demoCustomerPage = async (entries: Record<string, string>): Promise<Page> => {
  const page = await firstVisit('/');
  const token = await journey.site.loginDemoCustomer();
  await store(page, { [LOCAL_KEYS.authToken]: token, [LOCAL_KEYS.tourCompleted]: 'true', ...entries });
  return page;
};

describe('the sales funnel', () => {
  // Nine steps with eight axe checks: a minute is not enough on a busy machine.
  it(
    'takes a new visitor from the home page to a saved project with the logo',
    { timeout: 240_000 },
    async () => {
      const page = await firstVisit('/');

      // The tour opens 2 s after the load on a first visit; Next through its four steps, then Finish.
      const tour = new GuidedTourDialog(page);
      await page.clock.fastForward(2000);
      await tour.step('welcome', brand).waitFor();
      await expectSettledDialogAccessible(page, 'the tour: welcome');
      for (const step of ['packages', 'portfolio', 'contact'] as const) {
        await tour.button('next').click();
        await tour.step(step, { ...brand, hours: '48', price: formatUsd(PACKAGES.startup.price) }).waitFor();
      }
      await expectSettledDialogAccessible(page, 'the tour: contact');
      await tour.button('finish').click();
      await tour.tourButton().waitFor();
      expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.tourCompleted)).toBe('true');

      // Start Your Project → Professional.
      await new NavBar(page).startProjectButton().click();
      const selection = new PackageSelectionDialog(page);
      await selection.root.waitFor();
      expect(await selection.card('professional').getByText(en.catalogue.mostPopular).isVisible()).toBe(true);
      await expectSettledDialogAccessible(page, 'package selection');
      await selection.choose('professional');

      // Create an account.
      const onboarding = new OnboardingDialog(page);
      await onboarding.step('account').waitFor();
      expect(await onboarding.currentStep().textContent()).toContain(en.onboarding.steps.account);
      expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(true);
      await expectSettledDialogAccessible(page, 'onboarding: account');
      const email = `funnel-${Date.now()}@example.com`;
      await onboarding.createAccount({
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        company: 'Compilers Inc',
        password: 'cobol-1959',
      });
      await toast(page, en.onboarding.toast.accountCreated.title).waitFor();
      await onboarding.step('package').waitFor();
      await expectSettledDialogAccessible(page, 'onboarding: package');
      await onboarding.button(en.onboarding.package.continue).click();
      await onboarding.step('payment').waitFor();
      await expectSettledDialogAccessible(page, 'onboarding: payment');

      // Pay on the sandbox checkout.
      const leaving = page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await onboarding.payButton('professional').click();
      await leaving;
      const checkout = new CheckoutPage(page);
      await checkout.heading().waitFor();
      const landed = await checkout.pay(formatUsd(pkg.price, 2));
      expect(`${landed.pathname}${landed.search}`).toBe(
        `/payment-success?package=${pkg.id}&amount=${pkg.price}`,
      );

      // The success page records the payment in the browser and goes to /#complete-details after 3 s
      // (spec part 2 §2). That page is another engineer's and is not built yet: until it is, the
      // journey does here what it will do (machines/payment-success stores these three keys).
      await store(page, {
        [LOCAL_KEYS.paymentCompleted]: 'true',
        [LOCAL_KEYS.paymentPackage]: pkg.id,
        [LOCAL_KEYS.paymentAmount]: String(pkg.price),
      });
      await page.goto(`${journey.site.url}/#complete-details`);

      // Back at the domain step; skip it.
      await onboarding.step('domain').waitFor();
      await toast(page, en.onboarding.toast.paymentSuccessful.title).waitFor();
      expect(await onboarding.currentStep().textContent()).toContain(en.onboarding.steps.domain);
      await expectSettledDialogAccessible(page, 'onboarding: domain');
      await onboarding.button(en.onboarding.domain.skip).click();

      // 600 characters with the logo.
      await onboarding.step('details').waitFor();
      const description = 'We bake sourdough in Austin and want customers to order online. '
        .repeat(10)
        .slice(0, 600);
      await onboarding.description().fill(description);
      await onboarding.root
        .getByText(en.onboarding.details.ok.replace(/\{\{current[^}]*\}\}/, '600'))
        .waitFor();
      await onboarding.logoCheckbox().check();
      await expectSettledDialogAccessible(page, 'onboarding: details');
      const logoTab = page.context().waitForEvent('page');
      await onboarding.button(en.onboarding.details.submit).click();

      await toast(page, en.onboarding.toast.projectSaved.title)
        .or(toast(page, en.onboarding.toast.logoPaymentRequired.title))
        .first()
        .waitFor();
      const logoCheckout = new CheckoutPage(await logoTab);
      await logoCheckout.heading().waitFor();
      expect(await logoCheckout.amount()).toBe(formatUsd(AMOUNTS.logoCents / 100, 2));
      await logoCheckout.heading().page().close();

      // The dialog resets and closes 2 s later; the project is stored for the new customer.
      await page.clock.fastForward(2000);
      await onboarding.root.waitFor({ state: 'detached' });
      const token = await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.authToken);
      const projects = await journey.site.api.ok('customerProjects', { token: token ?? '' });
      expect(projects).toEqual([
        expect.objectContaining({ packageType: pkg.id, clientEmail: email, status: expect.any(String) }),
      ]);
      expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.onboardingDraft)).toBeNull();
      await page.close();
    },
  );

  it('resumes an onboarding after a reload at the same step, without the passwords', async () => {
    const page = await firstVisit('/');
    await store(page, { [LOCAL_KEYS.tourCompleted]: 'true' });
    await openQuickOnboarding(page, 'enterprise');
    const onboarding = new OnboardingDialog(page);
    await onboarding.step('account').waitFor();
    await onboarding.root
      .getByLabel(en.onboarding.account.company, { exact: true })
      .fill('Analytical Engines');
    await onboarding.root.getByLabel(en.onboarding.account.password, { exact: true }).fill('secret-1');
    await page.reload();
    await onboarding.step('account').waitFor();
    expect(
      await onboarding.root.getByLabel(en.onboarding.account.company, { exact: true }).inputValue(),
    ).toBe('Analytical Engines');
    expect(
      await onboarding.root.getByLabel(en.onboarding.account.password, { exact: true }).inputValue(),
    ).toBe('');
    await page.keyboard.press('Escape');
    await onboarding.root.waitFor({ state: 'detached' });
    await page.close();
  });

  it("opens the registrar in a new tab on 'Purchase Domain' and moves to the details 2 s later", async () => {
    const page = await demoCustomerPage({
      [LOCAL_KEYS.paymentCompleted]: 'true',
      [LOCAL_KEYS.paymentPackage]: 'startup',
    });
    // A page load at the return address, as after the payment (not a jump within the page).
    await page.goto('about:blank');
    await page.goto(`${journey.site.url}/#complete-details`);
    const onboarding = new OnboardingDialog(page);
    await onboarding.step('domain').waitFor();
    await onboarding.button(en.onboarding.domain.purchase).click();
    await toast(page, en.onboarding.toast.domainRequired.title).waitFor();
    await onboarding.root
      .getByLabel(en.onboarding.domain.label, { exact: true })
      .fill('sourdough-austin.com');
    // The clock stands still while the registrar's tab opens: 'Purchasing…' stays until it moves.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const registrar = page.context().waitForEvent('page');
    await onboarding.button(en.onboarding.domain.purchase).click();
    const tab = await registrar;
    await tab.waitForURL((url) => url.pathname === '/domains');
    expect(new URL(tab.url()).searchParams.get('domain')).toBe('sourdough-austin.com');
    await tab.close();
    await onboarding.button(en.onboarding.domain.purchasing).waitFor();
    await page.clock.runFor(2000);
    await onboarding.step('details').waitFor();
    await page.clock.resume();
    await page.close();
  });

  it('asks the account that paid to sign in when the payment returns without a session, then opens at the domain', async () => {
    const page = await firstVisit('/');
    await store(page, {
      [LOCAL_KEYS.tourCompleted]: 'true',
      [LOCAL_KEYS.paymentCompleted]: 'true',
      [LOCAL_KEYS.paymentPackage]: 'professional',
    });
    await page.goto('about:blank');
    await page.goto(`${journey.site.url}/#complete-details`);
    // Not 'Create Your Account': the login, for the account the payment belongs to.
    await toast(page, en.onboarding.toast.signInAfterPayment.title).waitFor();
    const portal = new CustomerPortal(page);
    await portal.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const onboarding = new OnboardingDialog(page);
    await onboarding.step('domain').waitFor();
    await toast(page, en.onboarding.toast.paymentSuccessful.title).waitFor();
    // Onboarding takes the login's place: one dialog on screen, not the portal under it.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await onboarding.root.isVisible()).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.paymentCompleted)).toBeNull();
    await page.close();
  });

  it('signs the demo customer straight to the package step, and opens the exit-intent popup through the top', async () => {
    const page = await demoCustomerPage({ [LOCAL_KEYS.tourCompletedAt]: String(Date.now() - 60_000) });
    await page.reload();
    const popups = new SalesPopups(page);
    await new GuidedTourDialog(page).tourButton().waitFor();
    await popups.leaveThroughTop();
    await popups.exitIntent().waitFor();
    await expectSettledDialogAccessible(page, 'the exit-intent popup');
    await popups
      .exitIntent()
      .getByRole('button', { name: fill(en.popups.exitIntent.accept, { amount: '$200' }) })
      .click();
    const selection = new PackageSelectionDialog(page);
    await selection.choose('startup');
    const onboarding = new OnboardingDialog(page);
    await onboarding.step('package').waitFor();
    await toast(page, en.onboarding.toast.welcomeBack.title).waitFor();
    expect(DEMO_CUSTOMER.email).toBeTruthy();
    await page.close();
  });
});

/**
 * A page in a language, as a returning visitor who chose it gets it, with the theme "system": the
 * walk below then shows each step in light and in dark by switching the browser's colour scheme in
 * place (the site follows the system's changes live), one walk per language instead of one per theme.
 */
const variantPage = async (language: 'en' | 'ar', stored: Record<string, string>) => {
  const page = await journey.browser.newPage();
  await page.context().addCookies([{ name: 'lang', value: language, url: journey.site.url }]);
  // Storage is set on a page of the site that runs no script: on the home page a language stored by
  // the walk before sends the page to its own language once it hydrates, racing the clearing.
  await page.goto(`${journey.site.url}/robots.txt`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await store(page, { [LOCAL_KEYS.language]: language, [LOCAL_KEYS.theme]: 'system', ...stored });
  await page.goto(`${journey.site.url}/`);
  return page;
};

/** Switches the page to `theme` through the system's colour scheme and waits until `<html>` follows. */
const showTheme = async (page: Page, theme: 'light' | 'dark'): Promise<void> => {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (look) =>
      document.documentElement.classList.contains(look) &&
      document.documentElement.style.colorScheme === look,
    theme,
  );
};

/**
 * The home page's sections the tour points at, where the page does not have them yet (they are
 * another engineer's, issue 9): plain stand-ins with the same anchors after the page.
 */
const standInSections = (page: Page) =>
  page.evaluate(
    (anchors) => {
      for (const anchor of anchors) {
        if (document.getElementById(anchor)) continue;
        const section = document.createElement('section');
        section.id = anchor;
        section.style.cssText = 'min-height: 80vh; padding: 24px; border-top: 1px solid var(--gray-a5)';
        section.textContent = `#${anchor}`;
        document.body.append(section);
      }
    },
    Object.values(TOUR_TARGETS).filter((anchor) => anchor !== null),
  );

const WIDE = { width: 1440, height: 900 } as const;
const PHONE = { width: 360, height: 740 } as const;

/**
 * The step as a person sees it, in light and in dark, at both widths (a dialog is drawn over the
 * viewport): screenshots, nothing scrolling sideways at 360 px in either theme, and axe in dark.
 * The themes switch in place at each width, so the window is resized twice per step, not four times.
 */
const look = async (
  page: Page,
  name: (theme: 'light' | 'dark') => string,
  include: string,
): Promise<void> => {
  const shot = async (theme: 'light' | 'dark', width: number) => {
    await showTheme(page, theme);
    await animationsFinished(page);
    await screenshot(page, `funnel-${name(theme)}-${width}`, { fullPage: false });
  };
  const expectNoSidewaysScroll = async (theme: 'light' | 'dark') => {
    const scrollsSideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrollsSideways, `${name(theme)} scrolls sideways at 360 px`).toBe(false);
  };
  await page.setViewportSize(WIDE);
  await shot('light', WIDE.width);
  await shot('dark', WIDE.width);
  await expectAccessible(page, name('dark'), include);
  await page.setViewportSize(PHONE);
  await shot('dark', PHONE.width);
  await expectNoSidewaysScroll('dark');
  await shot('light', PHONE.width);
  await expectNoSidewaysScroll('light');
  await page.setViewportSize(WIDE);
};

describe('the funnel at 360 and 1440 px, English and Arabic, light and dark', () => {
  // One walk per language; each step is seen in light and in dark by switching the theme in place
  // (the dark colours and the mirrored layout here). Four walks (en/ar × light/dark) made the same
  // steps twice over.
  it.each(['en', 'ar'] as const)(
    'shows every dialog step in %s, light and dark',
    // Each step shot in two themes at two widths and checked by axe: minutes on a busy machine.
    { timeout: 300_000 },
    async (language) => {
      const strings = language === 'ar' ? ar : en;
      /** The step in light and in dark (English in light is also checked by the journeys above). */
      const check = (page: Page, state: string, include = DIALOG) =>
        look(page, (theme) => `${state}-${language}-${theme}`, include);
      const values = { brand: 'Swift Web Studio', hours: '48', price: formatUsd(PACKAGES.startup.price) };

      // The tour, on a first visit.
      let page = await variantPage(language, {});
      await page.reload();
      await standInSections(page);
      const tour = new GuidedTourDialog(page, strings);
      await page.clock.fastForward(2000);
      for (const step of ['welcome', 'packages', 'portfolio', 'contact'] as const) {
        if (step !== 'welcome') await tour.button('next').click();
        await tour.step(step, { ...values, phone: '(555) 010-4800' }).waitFor();
        await check(page, `tour-${step}`);
      }
      await tour.button('finish').click();

      // Package selection, then the account step.
      await new NavBar(page, strings).startProjectButton().click();
      const selection = new PackageSelectionDialog(page, strings);
      await selection.root.waitFor();
      await check(page, 'package-selection');
      await selection.choose('professional');
      const onboarding = new OnboardingDialog(page, strings);
      await onboarding.step('account').waitFor();
      await check(page, 'onboarding-account');
      await page.close();

      // Signed in: the package and payment steps.
      const token = await journey.site.loginDemoCustomer();
      page = await variantPage(language, {
        [LOCAL_KEYS.authToken]: token,
        [LOCAL_KEYS.tourCompleted]: 'true',
      });
      await page.reload();
      await new GuidedTourDialog(page, strings).tourButton().waitFor();
      await openQuickOnboarding(page, 'startup');
      const signedIn = new OnboardingDialog(page, strings);
      await signedIn.step('package').waitFor();
      // Its welcome in the page's language: fired as the dialog's texts loaded, Arabic showed its key.
      await page.getByText(strings.onboarding.toast.welcomeBack.title, { exact: true }).waitFor();
      await check(page, 'onboarding-package');
      await signedIn.button(strings.onboarding.package.continue).click();
      await signedIn.step('payment').waitFor();
      await check(page, 'onboarding-payment');

      // Back from a payment: the domain and details steps.
      await store(page, {
        [LOCAL_KEYS.paymentCompleted]: 'true',
        [LOCAL_KEYS.paymentPackage]: 'professional',
      });
      await page.goto(`${journey.site.url}/#complete-details`);
      await signedIn.step('domain').waitFor();
      await check(page, 'onboarding-domain');
      await signedIn.button(strings.onboarding.domain.skip).click();
      await signedIn.step('details').waitFor();
      await signedIn.description().fill('We bake sourdough in Austin and want customers to order online.');
      await check(page, 'onboarding-details');
      await page.keyboard.press('Escape');
      await page.close();

      // The sales popups, for a visitor who completed the tour a minute ago.
      page = await variantPage(language, {
        [LOCAL_KEYS.tourCompleted]: 'true',
        [LOCAL_KEYS.tourCompletedAt]: String(Date.now() - 60_000),
      });
      await page.reload();
      const popups = new SalesPopups(page, strings);
      await new GuidedTourDialog(page, strings).tourButton().waitFor();
      await popups.leaveThroughTop();
      await popups.exitIntent().waitFor();
      await check(page, 'popup-exit-intent');
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('tourCompleted')));
      await page.clock.fastForward(15_000);
      await popups.secondPopup().waitFor();
      await check(page, 'popup-second');
      await page.keyboard.press('Escape');
      await page.clock.fastForward(15_000);
      // One interruption at a time (issue 22): the corner card first; the ready card, due since,
      // waits until it is dismissed.
      await popups.cornerCard().waitFor();
      expect(await popups.readyCard().count()).toBe(0);
      await check(page, 'popup-corner-card', '.funnel-floating');
      await popups.cornerCard().getByRole('button', { name: strings.popups.dismiss }).click();
      await popups.readyCard().waitFor();
      await check(page, 'popup-ready-card', '.funnel-floating');
      await page.close();
    },
  );
});
