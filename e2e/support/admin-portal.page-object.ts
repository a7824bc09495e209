/** The admin portal dialog as a person uses it: the login, the code step, the tabs and their forms. */
import type { Locator, Page } from 'playwright-core';
import { en, fill, type UiStrings } from './strings';
import { dismissToasts } from './toasts';

export type AdminTabName = keyof UiStrings['admin']['tabs'];

export class AdminPortal {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  /** The same portal, read in another language. */
  in(strings: UiStrings): AdminPortal {
    return new AdminPortal(this.page, strings);
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.strings.admin.portal.title });
  }

  /**
   * Opens the portal as any part of the page does: the page-wide event openAdminPortal. The
   * server's HTML shows before React has hydrated and listens, so the event is sent again until
   * the dialog answers (opening an open portal changes nothing).
   */
  async open(attempts = 20): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      await this.page.evaluate(() => window.dispatchEvent(new CustomEvent('openAdminPortal')));
      try {
        await this.dialog().waitFor({ timeout: 1000 });
        return;
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
    }
  }

  async close(): Promise<void> {
    await dismissToasts(this.page);
    await this.page.keyboard.press('Escape');
    await this.dialog().waitFor({ state: 'detached' });
  }

  async signIn(email: string, password: string): Promise<void> {
    const login = this.dialog();
    await login.getByLabel(this.strings.admin.login.email).fill(email);
    await login.getByLabel(this.strings.admin.login.password, { exact: true }).fill(password);
    await login.getByRole('button', { name: this.strings.admin.login.submit }).click();
  }

  codeInput(): Locator {
    return this.dialog().getByLabel(this.strings.admin.code.label);
  }

  async enterCode(code: string): Promise<void> {
    await this.codeInput().fill(code);
    await this.dialog().getByRole('button', { name: this.strings.admin.code.verify }).click();
  }

  tab(name: AdminTabName): Locator {
    return this.dialog().getByRole('tab', { name: this.strings.admin.tabs[name], exact: true });
  }

  /** Shows a tab and waits until its content has loaded (no skeleton left). */
  async showTab(name: AdminTabName): Promise<Locator> {
    await this.tab(name).click();
    const panel = this.dialog().getByRole('tabpanel', { name: this.strings.admin.tabs[name], exact: true });
    await panel.waitFor();
    await this.page.waitForFunction(() => !document.querySelector('[role="tabpanel"] [aria-busy="true"]'));
    return panel;
  }

  /** A toast by its title (the page behind the dialog is hidden from assistive technology, not from this check). */
  toast(title: string, description?: string): Locator {
    const toast = this.page.locator('.toaster__viewport li', { hasText: title });
    return description ? toast.filter({ hasText: description }) : toast;
  }

  /** A row of a list in the open tab, by its accessible name (a customer's full name). */
  row(panel: Locator, name: string): Locator {
    return panel.getByRole('listitem', { name, exact: true });
  }

  messageDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.strings.admin.message.title });
  }

  async writeMessage(subject: string | null, message: string): Promise<void> {
    const dialog = this.messageDialog();
    if (subject !== null) await dialog.getByLabel(this.strings.admin.message.subject).fill(subject);
    await dialog.getByLabel(this.strings.admin.message.message, { exact: true }).fill(message);
    await dialog.getByRole('button', { name: this.strings.admin.message.send }).click();
  }

  async fillPaymentLink(values: {
    name: string;
    email: string;
    amount: string;
    description: string;
  }): Promise<void> {
    const form = this.dialog();
    const labels = this.strings.admin.paymentLinks;
    await form.getByLabel(labels.customerName).fill(values.name);
    await form.getByLabel(labels.customerEmail).fill(values.email);
    await form.getByLabel(labels.amount).fill(values.amount);
    await form.getByLabel(labels.itemDescription).fill(values.description);
    await form.getByRole('button', { name: labels.create }).click();
  }

  paymentLinkField(): Locator {
    return this.dialog().getByRole('textbox', { name: this.strings.admin.paymentLinks.link });
  }

  /** The text of "Apply $200 Credit" for a customer. */
  applyCreditButton(panel: Locator, name: string, amount: string): Locator {
    return this.row(panel, name).getByRole('button', {
      name: fill(this.strings.admin.credits.apply, { amount }),
    });
  }
}
