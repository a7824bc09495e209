/**
 * The service around the portal (issue 21) in a real browser against the real server: a customer
 * opens a ticket, the admin answers it in the admin portal and the customer's open portal shows
 * the answer without a reload; a customer who forgot the password asks for a link, the admin's
 * outbox (no mail server configured) shows the mail, its link opens the reset page, and the new
 * password signs in. axe on the new forms; screenshots in English at 360 and 1440 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '@server/config';
import { unusedTotpCode } from './support/admin-code';
import { AdminPortal } from './support/admin-portal.page-object';
import { expectAccessible } from './support/axe';
import { CustomerPortal } from './support/customer-portal.page-object';
import { openJourney } from './support/journey';
import { NavBar } from './support/nav-bar.page-object';
import { screenshot } from './support/screenshots';
import { en, fill } from './support/strings';

const journey = openJourney();
const DIALOG_SHOT = { fullPage: false };

/** A customer registered for this journey (the demo customer's password stays as other journeys need it). */
async function registerCustomer(firstName: string, password: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  await journey.site.api.ok('register', {
    body: { email, password, confirmPassword: password, firstName, lastName: 'Journey' },
  });
  return { email, firstName, lastName: 'Journey' };
}

async function openHome(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'lang' });
  await page.goto(journey.site.url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await new NavBar(page).waitUntilShown();
}

/** The customer portal signed in with email and password, as a person does it. */
async function signInCustomer(page: Page, email: string, password: string): Promise<CustomerPortal> {
  const portal = new CustomerPortal(page);
  await portal.openByEvent('openCustomerLogin');
  await portal.signIn(email, password);
  return portal;
}

/** The admin portal in its own page, the demo admin through the second factor. */
async function openAdminPortal(page: Page): Promise<AdminPortal> {
  await page.goto(journey.site.url);
  await new NavBar(page).waitUntilShown();
  const admin = new AdminPortal(page);
  await admin.open();
  await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.codeInput().waitFor();
  await admin.enterCode(await unusedTotpCode(DEMO_ADMIN.totpSecret, journey.site.url));
  await admin.tab('projects').waitFor();
  return admin;
}

describe('the service around the portal', () => {
  it("a customer's ticket is answered in the admin portal and the answer appears in the open portal", async () => {
    const customer = await registerCustomer('Ida', 'ticket-password');
    const page = await journey.browser.newPage();
    await openHome(page);
    const portal = await signInCustomer(page, customer.email, 'ticket-password');
    await portal.welcome(customer.firstName, customer.lastName).waitFor();
    await portal.dialog().getByText(en.common.live.on).waitFor();

    const subject = `Booking link ${Date.now()}`;
    const panel = await portal.showTab('support');
    await panel.getByLabel(en.supportTicket.form.subject).fill(subject);
    await panel.getByRole('combobox', { name: en.supportTicket.form.category }).click();
    await page.getByRole('option', { name: en.supportTicket.category.technical }).click();
    await panel
      .getByLabel(en.supportTicket.form.description)
      .fill('The booking link on the home page gives a 404.');
    await expectAccessible(page, 'the Support tab with a written ticket', '[role="dialog"]');
    await panel.getByRole('button', { name: en.supportTicket.form.submit }).click();
    await portal.toast(en.supportTicket.toast.created.title).waitFor();
    const card = panel.getByRole('article').filter({ hasText: subject });
    await card.getByText(en.portal.support.status.open, { exact: true }).waitFor();
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await portal.overflow()).toBe(0);
      await screenshot(page, `service-support-tab-en-${width}`, DIALOG_SHOT);
    }

    const adminPage = await journey.browser.newPage();
    const admin = await openAdminPortal(adminPage);
    const tickets = await admin.showTab('support');
    const row = tickets.getByRole('listitem', { name: subject });
    await row.getByRole('button', { name: new RegExp(`^${en.admin.support.answer}`) }).click();
    const dialog = adminPage.getByRole('dialog', { name: en.admin.support.answerTitle });
    await dialog
      .getByLabel(en.admin.support.response, { exact: true })
      .fill('Fixed: the link opens the booking page.');
    await expectAccessible(adminPage, 'the answer dialog', '[role="dialog"]');
    await screenshot(adminPage, 'service-admin-answer-en-1280', DIALOG_SHOT);
    await dialog.getByRole('button', { name: en.admin.support.send }).click();
    await admin.toast(en.admin.support.toast.answered.title).waitFor();
    await row.getByText(en.admin.support.status.answered, { exact: true }).waitFor();

    // The customer's portal stayed open: the answer arrives by the event stream, without a reload.
    await card.getByText('Fixed: the link opens the booking page.').waitFor();
    await card.getByText(en.portal.support.status.answered, { exact: true }).waitFor();
    await adminPage.close();
    await page.close();
  });

  it('a customer resets a forgotten password from the outbox link and signs in with it', async () => {
    const customer = await registerCustomer('Emmy', 'forgotten-password');
    const page = await journey.browser.newPage();
    await openHome(page);
    const portal = new CustomerPortal(page);
    await portal.openByEvent('openCustomerLogin');
    await portal.dialog().getByRole('button', { name: en.account.forgot.link }).click();
    await portal.dialog().getByLabel(en.account.fields.email).fill(customer.email);
    await expectAccessible(page, 'the forgot-password form', '[role="dialog"]');
    await portal.dialog().getByRole('button', { name: en.account.forgot.submit }).click();
    await portal
      .dialog()
      .getByText(fill(en.account.forgot.sent.description, { email: customer.email }))
      .waitFor();
    await screenshot(page, 'service-forgot-sent-en-1280', DIALOG_SHOT);

    const adminPage = await journey.browser.newPage();
    const admin = await openAdminPortal(adminPage);
    const outbox = await admin.showTab('outbox');
    await outbox.getByText(en.admin.outbox.delivery.outbox).waitFor();
    const mail = outbox.getByRole('listitem').filter({ hasText: customer.email }).first();
    await mail.getByRole('button', { name: new RegExp(`^${en.admin.outbox.open}`) }).click();
    const reading = adminPage.getByRole('dialog').filter({ hasText: customer.email }).last();
    const link = reading.getByRole('link', { name: /\/reset-password\?token=/ });
    await screenshot(adminPage, 'service-outbox-mail-en-1280', DIALOG_SHOT);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/reset-password\?token=/);
    await link.click();
    await adminPage.waitForURL(/\/reset-password\?token=/);

    await adminPage.getByRole('heading', { level: 1, name: en.account.reset.heading }).waitFor();
    await adminPage.getByLabel(en.account.reset.password, { exact: true }).fill('remembered-password');
    await adminPage.getByLabel(en.account.reset.confirm).fill('remembered-password');
    await expectAccessible(adminPage, 'the reset page', 'main');
    await adminPage.getByRole('button', { name: en.account.reset.submit }).click();
    await adminPage.getByText(en.account.reset.done.title, { exact: true }).waitFor();
    expect(await adminPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await screenshot(adminPage, 'service-reset-done-en-1280');

    // The link works once.
    await adminPage.reload();
    await adminPage.getByLabel(en.account.reset.password, { exact: true }).fill('another-password');
    await adminPage.getByLabel(en.account.reset.confirm).fill('another-password');
    await adminPage.getByRole('button', { name: en.account.reset.submit }).click();
    await adminPage.getByText(en.account.reset.invalid.title, { exact: true }).waitFor();

    // Sign In from the page opens the portal; the new password works.
    await adminPage.getByRole('button', { name: en.account.reset.signIn }).click();
    const signIn = new CustomerPortal(adminPage);
    await signIn.dialog().waitFor();
    await signIn.signIn(customer.email, 'remembered-password');
    await signIn.welcome(customer.firstName, customer.lastName).waitFor();
    await adminPage.close();
    await page.close();
  });
});
