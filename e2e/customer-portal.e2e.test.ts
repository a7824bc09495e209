/**
 * The customer portal against the real server: sign in, stay signed in across a reload, send a
 * message; a message from the team shows the red dot and the New flag until the customer opens it;
 * an admin's password sign-in asks for the code and five wrong codes close the session. Every tab
 * is checked with axe and photographed in English and Arabic at 360 and 1440 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Project } from '@contract/entities';
import { durationParts, type DurationParts } from '@src/components/delivery-tracker/format-duration';
import { DEMO_ADMIN } from '@server/config';
import { generateTotp } from '@server/services/totp';
import { expectAccessible } from './support/axe';
import { CustomerPortal, type PortalTabName } from './support/customer-portal.page-object';
import { openJourney } from './support/journey';
import { NavBar } from './support/nav-bar.page-object';
import { screenshot } from './support/screenshots';
import { DEMO_CUSTOMER } from './support/site';
import { EN_AND_AR, en, fill, type UiStrings } from './support/strings';
import { isTopmost } from './support/toasts';

const journey = openJourney();
const TABS: PortalTabName[] = ['purchase', 'projects', 'subscriptions', 'messages', 'support', 'account'];
const WIDTHS = [360, 1440] as const;
const TOTP_STEP_MS = 30_000;
/** The portal is drawn over the window: the window is the picture (not the long page behind). */
const DIALOG_SHOT = { fullPage: false };

/** An admin-scoped token from the API, as the admin portal gets one; `offset` picks an unused code step. */
async function adminToken(offsetMs = 0): Promise<string> {
  const { api } = journey.site;
  const { sessionId } = await api.ok('requestVerification', {
    body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const code = await generateTotp(DEMO_ADMIN.totpSecret, new Date(Date.now() + offsetMs));
  return (await api.ok('verifyCode', { body: { sessionId, code } })).token;
}

/**
 * The home page as a new visitor sees it: the browser keeps no session and no language (the
 * language cookie an Arabic journey chose) from another journey.
 */
async function openHome(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'lang' });
  // Storage is cleared on a page of the site that runs no script: on the home page, a language an
  // Arabic journey stored sends the page to /ar/ once it hydrates, which raced the clearing
  // ("Execution context was destroyed", once in a full run).
  await page.goto(`${journey.site.url}/robots.txt`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(journey.site.url);
  await new NavBar(page).waitUntilShown();
}

/** A span as the page's Intl.DurationFormat writes it in `language` ("13 hr, 59 min"). */
const durationInPage = (page: Page, parts: DurationParts, language: string): Promise<string> =>
  page.evaluate(
    ({ parts, language }) => {
      type DurationFormat = new (locale: string, options: object) => { format(parts: object): string };
      const Format = (Intl as unknown as { DurationFormat: DurationFormat }).DurationFormat;
      return new Format(language, { style: 'short' }).format(parts);
    },
    { parts, language },
  );

/**
 * What a paid project's tracker says now, from the API's deadline: the time left or how late while
 * the work runs, how early or late the delivery was once completed.
 */
async function expectedCountdown(
  page: Page,
  project: Project,
  strings: UiStrings,
  language: string,
): Promise<string> {
  const deadline = Date.parse(project.deliveryDeadline!);
  const measuredAt = project.completedAt ? Date.parse(project.completedAt) : Date.now();
  const remaining = deadline - measuredAt;
  const duration = await durationInPage(page, durationParts(remaining), language);
  const template = project.completedAt
    ? remaining >= 0
      ? strings.tracker.deliveredEarly
      : strings.tracker.deliveredLateBy
    : remaining >= 0
      ? strings.tracker.left
      : strings.tracker.overdueBy;
  return fill(template, { duration });
}

async function signInDemo(page: Page): Promise<CustomerPortal> {
  await openHome(page);
  const portal = new CustomerPortal(page);
  await portal.navButton().click();
  await portal.dialog().waitFor();
  await portal.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await portal.welcome(DEMO_CUSTOMER.firstName, DEMO_CUSTOMER.lastName).waitFor();
  return portal;
}

describe('the customer portal', () => {
  it('signs in, stays signed in after a reload, and sends a message', async () => {
    const page = await journey.browser.newPage();
    const portal = await signInDemo(page);
    const welcomeBack = portal.toast(en.customerSession.toast.welcomeBack.title);
    await welcomeBack.waitFor();
    // Shown over the portal's dialog, not under its overlay (as it was inside the app's theme root).
    expect(await isTopmost(welcomeBack)).toBe(true);
    // Its layer on the body takes no room: the page is no taller for it.
    expect(
      await page.locator('.toaster__layer').evaluate((layer) => layer.getBoundingClientRect().height),
    ).toBe(0);
    // The tab row waits for the projects that decide its order (Projects first when there are any).
    await portal.dialog().getByRole('tablist').waitFor();
    expect(await portal.dialog().getByRole('tab').count()).toBe(6);

    await page.reload();
    await new NavBar(page).waitUntilShown();
    await portal.navButton(DEMO_CUSTOMER.firstName).waitFor();
    await portal.navButton(DEMO_CUSTOMER.firstName).click();
    await portal.welcome(DEMO_CUSTOMER.firstName, DEMO_CUSTOMER.lastName).waitFor();

    const panel = await portal.showTab('messages');
    await panel.getByLabel(en.portalMessage.form.subject).fill('Opening hours');
    await panel
      .getByLabel(en.portalMessage.form.content, { exact: true })
      .fill('Please add our new opening hours.');
    await panel.getByRole('button', { name: en.portalMessage.form.send }).click();
    await portal.toast(en.portalMessage.toast.sent.title).waitFor();
    await panel.getByRole('heading', { name: 'Opening hours' }).waitFor();
    await page.close();
  });

  it("shows the red dot and the New flag for the team's message until it is opened", async () => {
    const { api } = journey.site;
    const customerToken = await journey.site.loginDemoCustomer();
    const { customer } = await api.ok('me', { token: customerToken });
    // Opening the seeded messages first, so only the team's new one is unread.
    await api.ok('customerMessages', { token: customerToken });
    await api.ok('adminSendMessage', {
      token: await adminToken(),
      body: { customerId: customer.id, subject: 'Your launch date', message: 'We go live on Friday.' },
    });

    const page = await journey.browser.newPage();
    const portal = await signInDemo(page);
    await portal.unreadDot().waitFor();
    const panel = await portal.showTab('messages');
    const item = panel.getByRole('listitem').filter({ hasText: 'Your launch date' });
    await item.getByText(en.portal.messages.new, { exact: true }).waitFor();
    await portal.unreadDot().waitFor({ state: 'detached' });
    expect(await api.ok('customerUnreadMessages', { token: customerToken })).toEqual({ count: 0 });
    await page.close();
  });

  it('asks an admin for the code, and five wrong codes close the verification session', async () => {
    const page = await journey.browser.newPage();
    await openHome(page);
    const portal = new CustomerPortal(page);
    await portal.openByEvent('openCustomerLogin');
    await portal.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await portal.toast(en.adminVerification.toast.accessDetected.title).waitFor();
    await portal.codeInput().waitFor();
    await portal.settle();
    expect(await portal.verifyButton().isDisabled()).toBe(true);
    await expectAccessible(page, 'the admin code panel', '[role="dialog"]');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `portal-en-${width}-admin-code`, DIALOG_SHOT);
    }
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await portal.enterCode('000000');
      if (attempt < 5) {
        await portal
          .dialog()
          .getByText(fill(en.adminVerification.panel.attemptsLeft, { n: String(5 - attempt) }))
          .waitFor();
      }
    }
    await portal.toast(en.adminVerification.toast.tooManyAttempts.description).waitFor();
    await portal.dialog().getByRole('button', { name: en.customerSession.signIn }).waitFor();
    await portal.navButton().waitFor({ state: 'attached' });

    // A new session takes the right code, and the admin portal is asked for.
    await portal.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await portal.codeInput().waitFor();
    const asked = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => window.addEventListener('openAdminPortal', () => resolve(true))),
    );
    await portal.enterCode(await generateTotp(DEMO_ADMIN.totpSecret, new Date(Date.now() + TOTP_STEP_MS)));
    await portal.toast(en.adminVerification.toast.accessGranted.customerPortal.title).waitFor();
    expect(await asked).toBe(true);
    await page.close();
  });

  it('is accessible signed out, at 360 and 1440 px', async () => {
    const page = await journey.browser.newPage();
    await openHome(page);
    const portal = new CustomerPortal(page);
    await portal.openByEvent();
    await portal.settle();
    await expectAccessible(page, 'the signed-out portal', '[role="dialog"]');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await portal.overflow(), `the signed-out portal at ${width} px leaves the screen`).toBe(0);
      await screenshot(page, `portal-en-${width}-signed-out`, DIALOG_SHOT);
    }
    await page.close();
  });

  it.each(EN_AND_AR)(
    "shows the delivery tracker on the demo customer's paid projects, with the time left to the deadline, in %s",
    async (language, strings) => {
      const projects = await journey.site.api.ok('customerProjects', {
        token: await journey.site.loginDemoCustomer(),
      });
      expect(projects.filter(({ paidAt }) => paidAt).length).toBeGreaterThanOrEqual(2);
      const page = await journey.browser.newPage();
      await openHome(page);
      if (language === 'ar') await new NavBar(page).chooseLanguage('ar');
      const portal = new CustomerPortal(page, strings);
      await portal.openByEvent();
      await portal.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await portal.welcome(DEMO_CUSTOMER.firstName, DEMO_CUSTOMER.lastName).waitFor();
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await portal.showTab('projects');

      for (const project of projects) {
        const card = portal.projectCard(project.websiteType);
        await card.waitFor();
        const countdown = portal.deliveryCountdown(card);
        if (!project.paidAt) {
          // Not paid: the promise's clock has not started, and the card shows no tracker.
          expect(await countdown.count(), project.websiteType).toBe(0);
          expect(await portal.deliverySteps(card).count(), project.websiteType).toBe(0);
          continue;
        }
        // The page's clock ticks every second: the text and the expectation meet within a tick.
        await expect
          .poll(
            async () => {
              const [shown, expected] = await Promise.all([
                countdown.textContent(),
                expectedCountdown(page, project, strings, language),
              ]);
              return shown === expected ? 'as expected' : `${shown} ≠ ${expected}`;
            },
            { timeout: 5000 },
          )
          .toBe('as expected');
        expect(await portal.deliverySteps(card).count()).toBe(3);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await card.scrollIntoViewIfNeeded();
          expect(await portal.overflow(), `projects at ${width} px (${language}) leave the screen`).toBe(0);
          expect(await portal.contentOverflow(card), `a card at ${width} px (${language})`).toBe(0);
          await screenshot(page, `portal-${language}-${width}-tracker-${project.status}`, {
            fullPage: false,
          });
        }
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      }
      await expectAccessible(page, `the Projects tab with its trackers (${language})`, '[role="dialog"]');
      await page.close();
    },
    120_000,
  );

  it.each(EN_AND_AR)(
    'is accessible and looks right in every tab in %s, at 360 and 1440 px',
    async (language, strings) => {
      const page = await journey.browser.newPage();
      await openHome(page);
      if (language === 'ar') await new NavBar(page).chooseLanguage('ar');
      const portal = new CustomerPortal(page, strings);
      await portal.openByEvent();
      await portal.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await portal.welcome(DEMO_CUSTOMER.firstName, DEMO_CUSTOMER.lastName).waitFor();
      for (const tab of TABS) {
        // Chosen on the phone first, as a person there would: the tab scrolls into view.
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await portal.showTab(tab);
        await expectAccessible(page, `the ${tab} tab (${language})`, '[role="dialog"]');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          expect(await portal.overflow(), `${tab} at ${width} px (${language}) leaves the screen`).toBe(0);
          await screenshot(page, `portal-${language}-${width}-${tab}`, DIALOG_SHOT);
        }
      }
      await page.close();
    },
    // Six tabs, each checked by axe and photographed twice.
    180_000,
  );
});
