/**
 * The admin portal in a real browser against the real server (issue 11): the demo admin signs in
 * with email, password and a TOTP code computed here from the demo secret; answers a customer's
 * message; creates a payment link (read back from the clipboard); applies the $200 credit; deletes
 * a customer after the browser's confirmation, whose token then stops working. axe on every step
 * and tab; screenshots of every tab in English and Arabic at 360 and 1440 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AMOUNTS, formatUsd } from '@contract/catalogue';
import { DEMO_ADMIN } from '@server/config';
import { generateTotp } from '@server/services/totp';
import { AdminPortal, type AdminTabName } from './support/admin-portal.page-object';
import { expectAccessible } from './support/axe';
import { openJourney } from './support/journey';
import { NavBar } from './support/nav-bar.page-object';
import { screenshot } from './support/screenshots';
import { EN_AND_AR, en, fill } from './support/strings';

const journey = openJourney();
const CREDIT = formatUsd(AMOUNTS.maintenanceCreditCents / 100);
const TABS: AdminTabName[] = ['projects', 'customers', 'paymentLinks', 'credits', 'leads', 'settings'];
const WIDTHS = [1440, 360] as const;
/** The portal is drawn over the window: the window is the picture (not the long page behind). */
const DIALOG_SHOT = { fullPage: false };

/** A customer registered for this journey, with a lead that came from a paid search. */
async function registerCustomer(firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const { token, customer } = await journey.site.api.ok('register', {
    body: {
      email,
      password: 'journey-password',
      firstName,
      lastName,
      tracking: {
        utm_source: 'google',
        utm_medium: 'cpc',
        current_page: '/emergency-website-development',
        referrer: 'https://www.google.com/',
        landing_page: '/emergency-website-development',
        session_id: `session-${email}`,
        timestamp: new Date().toISOString(),
        lead_score: 100,
      },
    },
  });
  return { token, customer, name: `${firstName} ${lastName}` };
}

/** The home page with the admin portal opened by its page event. */
async function openPortal(page: Page, strings = en): Promise<AdminPortal> {
  await page.goto(journey.site.url);
  await new NavBar(page, strings).waitUntilShown();
  const portal = new AdminPortal(page, strings);
  await portal.open();
  return portal;
}

/** The demo admin through the second factor, a code computed from the demo secret. */
async function signIn(page: Page, portal: AdminPortal): Promise<void> {
  await portal.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await portal.toast(en.adminVerification.toast.verificationRequired.title).waitFor();
  await portal.codeInput().waitFor();
  await expectAccessible(page, 'the admin code step', '[role="dialog"]');
  await screenshot(page, 'admin-portal-code-en-1440', DIALOG_SHOT);
  await portal.enterCode(await generateTotp(DEMO_ADMIN.totpSecret, new Date()));
  await portal.toast(en.adminVerification.toast.accessGranted.adminPortal.title).waitFor();
  await portal.tab('projects').waitFor();
}

describe('the admin portal', () => {
  it('signs in, answers a message, creates a payment link, applies the credit and deletes a customer', async () => {
    const demoToken = await journey.site.loginDemoCustomer();
    const subject = `Launch question ${Date.now()}`;
    await journey.site.api.ok('sendMessage', {
      token: demoToken,
      body: { subject, content: 'Can the store go live on Friday?' },
    });
    const creditCustomer = await registerCustomer('Mary', 'Somerville');
    const doomed = await registerCustomer('Charles', 'Babbage');

    const page = await journey.browser.newPage();
    await journey.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: journey.site.url,
    });
    const portal = await openPortal(page);
    await expectAccessible(page, 'the admin login', '[role="dialog"]');
    await screenshot(page, 'admin-portal-login-en-1440', DIALOG_SHOT);
    await signIn(page, portal);

    // Projects: the demo projects with their delivery trackers, the nearest deadline first.
    const projects = await portal.showTab('projects');
    await projects.getByText(en.tracker.state.onTrack).first().waitFor();
    const firstProject = projects.getByRole('listitem').first();
    expect(await firstProject.getByText(/^Enterprise|Online store/).count()).toBeGreaterThan(0);
    expect(await firstProject.getByTestId('delivery-countdown').textContent()).toMatch(
      /^1[34] hr, \d+ min left$/,
    );
    await expectAccessible(page, 'the Projects tab', '[role="dialog"]');

    // Customers: the demo customer's message, answered with Reply.
    const customers = await portal.showTab('customers');
    await customers.getByRole('button', { name: `${en.admin.messages.reply} ${subject}` }).click();
    await portal.messageDialog().waitFor();
    await expectAccessible(page, 'the send-message sub-dialog', '[role="dialog"]');
    await portal.writeMessage(null, 'Yes: Friday morning, as planned.');
    await portal.toast(en.portalMessage.toast.sent.title, en.portalMessage.toast.sent.description).waitFor();
    const demoMessages = await journey.site.api.ok('customerMessages', { token: demoToken });
    expect(demoMessages).toContainEqual(
      expect.objectContaining({
        fromAdmin: true,
        subject: fill(en.admin.messages.replySubject, { subject }),
        content: 'Yes: Friday morning, as planned.',
      }),
    );

    // Payment Links: the link on the clipboard, and it opens the checkout for the amount.
    await portal.showTab('paymentLinks');
    await portal.fillPaymentLink({
      name: creditCustomer.name,
      email: creditCustomer.customer.email,
      amount: '123.45',
      description: 'Extra landing page',
    });
    await portal.toast(en.paymentLink.toast.created.title, en.paymentLink.toast.created.copied).waitFor();
    const link = await portal.paymentLinkField().inputValue();
    expect(link).toMatch(new RegExp(`^${journey.site.url}/checkout/`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectAccessible(page, 'the Payment Links tab', '[role="dialog"]');

    // Credits: the new customer gets the $200 credit.
    const credits = await portal.showTab('credits');
    await portal.applyCreditButton(credits, creditCustomer.name, CREDIT).click();
    await portal
      .toast(
        en.admin.credits.toast.applied.title,
        fill(en.admin.credits.toast.applied.description, { amount: CREDIT }),
      )
      .waitFor();
    await portal
      .row(credits, creditCustomer.name)
      .getByText(fill(en.admin.credits.waiting, { amount: '$200.00' }))
      .waitFor();
    await expectAccessible(page, 'the Credits tab', '[role="dialog"]');

    // Delete, after the browser's confirmation; the customer's token stops working at once.
    const customersAgain = await portal.showTab('customers');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(en.customerDeletion.confirm);
      void dialog.accept();
    });
    await portal
      .row(customersAgain, doomed.name)
      .getByRole('button', { name: `${en.admin.customers.delete} ${doomed.name}` })
      .click();
    await portal
      .toast(en.customerDeletion.toast.deleted.title, en.customerDeletion.toast.deleted.description)
      .waitFor();
    await portal.row(customersAgain, doomed.name).waitFor({ state: 'detached' });
    expect((await journey.site.api.call('me', { token: doomed.token })).status).toBe(401);
    await expectAccessible(page, 'the Customers tab', '[role="dialog"]');

    // Leads: the registrations' leads with the weights that scored them.
    const leads = await portal.showTab('leads');
    await leads.getByText(creditCustomer.customer.email).waitFor();
    expect(await leads.getByTestId('lead-explanation').first().textContent()).toContain(
      fill(en.admin.leads.explain.page, { key: 'emergency-website', points: '+30' }),
    );
    await expectAccessible(page, 'the Leads tab', '[role="dialog"]');

    const settings = await portal.showTab('settings');
    await settings.getByText(DEMO_ADMIN.email).waitFor();
    await expectAccessible(page, 'the Settings tab', '[role="dialog"]');

    // The token stays: a reload opens the portal signed in.
    await page.reload();
    await new NavBar(page).waitUntilShown();
    await portal.open();
    await portal.tab('projects').waitFor();
    await page.close();
  });

  it('shows every tab in English and Arabic at 360 and 1440 px', async () => {
    const page = await journey.browser.newPage();
    // Signed out, whatever an earlier journey left in this browser's storage.
    await page.goto(journey.site.url);
    await page.evaluate(() => localStorage.removeItem('admin_token'));
    let portal = await openPortal(page);
    // A new TOTP step since the first test's code (a used code is refused: no replay).
    await portal.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await portal.codeInput().waitFor();
    await portal.enterCode(await generateTotp(DEMO_ADMIN.totpSecret, new Date(Date.now() + 30_000)));
    await portal.tab('projects').waitFor();

    for (const [language, strings] of EN_AND_AR) {
      if (language === 'ar') {
        await portal.close();
        await new NavBar(page).chooseLanguage('ar');
        await page.waitForFunction(() => document.documentElement.dir === 'rtl');
        portal = new AdminPortal(page, strings);
        await portal.open();
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const tab of TABS) {
          await portal.showTab(tab);
          await screenshot(page, `admin-portal-${tab}-${language}-${width}`, DIALOG_SHOT);
          const scrollsSideways = await page.evaluate(
            () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
          );
          expect(scrollsSideways, `${tab} ${language} ${width}px scrolls sideways`).toBe(false);
          // The dialog itself stays within the window (in Arabic it would spill out to the left).
          const box = await portal.dialog().boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width, `${tab} ${language} ${width}px fits`).toBe(
            true,
          );
        }
      }
      await expectAccessible(page, `the admin portal in ${language}`, '[role="dialog"]');
    }
    await page.close();
  });
});
