/** The customer portal dialog as a person uses it: its tabs, its forms and the admin code panel. */
import type { Locator, Page } from 'playwright-core';
import { en, fill, type UiStrings } from './strings';
import { dismissToasts } from './toasts';

export type PortalTabName = keyof UiStrings['portal']['tabs'];

export class CustomerPortal {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  /** The same portal, read in another language. */
  in(strings: UiStrings): CustomerPortal {
    return new CustomerPortal(this.page, strings);
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Opens the portal as any part of the page does: the page-wide event. */
  async openByEvent(event: 'openCustomerPortal' | 'openCustomerLogin' = 'openCustomerPortal'): Promise<void> {
    // Page events are heard once React has hydrated the page.
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await this.page.evaluate((name) => window.dispatchEvent(new CustomEvent(name)), event);
    await this.dialog().waitFor();
  }

  /** The navigation's portal button: "Customer Portal", or "{first name} Portal" once signed in. */
  navButton(firstName?: string): Locator {
    const label = firstName
      ? fill(this.strings.nav.namedPortal, { firstName })
      : this.strings.nav.customerPortal;
    // The page behind an open dialog is hidden from assistive technology, not from this check.
    return this.page
      .getByRole('banner', { includeHidden: true })
      .getByRole('button', { name: label, includeHidden: true });
  }

  async close(): Promise<void> {
    await dismissToasts(this.page);
    await this.page.keyboard.press('Escape');
    await this.dialog().waitFor({ state: 'detached' });
  }

  tab(name: PortalTabName): Locator {
    return this.dialog().getByRole('tab', { name: new RegExp(`^${this.strings.portal.tabs[name]}`) });
  }

  panel(): Locator {
    return this.dialog().getByRole('tabpanel');
  }

  /** Shows a tab and waits until its content has loaded (no skeleton left). */
  async showTab(name: PortalTabName): Promise<Locator> {
    await this.tab(name).click();
    const panel = this.panel();
    await panel.waitFor();
    await this.page.waitForFunction(() => !document.querySelector('[role="tabpanel"] [aria-busy="true"]'));
    await this.settle();
    return panel;
  }

  async signIn(email: string, password: string): Promise<void> {
    const form = this.dialog();
    await form.getByLabel(this.strings.account.fields.email).fill(email);
    await form.getByLabel(this.strings.account.fields.password, { exact: true }).fill(password);
    await form.getByRole('button', { name: this.strings.customerSession.signIn }).click();
  }

  welcome(firstName: string, lastName: string): Locator {
    return this.dialog().getByRole('heading', {
      name: fill(this.strings.portal.welcome, { firstName, lastName }),
    });
  }

  /** A toast by its title. */
  toast(title: string): Locator {
    return this.page.locator('ol li', { hasText: title });
  }

  codeInput(): Locator {
    return this.dialog().getByRole('textbox', {
      name: fill(this.strings.adminVerification.panel.codeLabel, { digits: '6' }),
    });
  }

  verifyButton(): Locator {
    return this.dialog().getByRole('button', { name: this.strings.adminVerification.panel.verify });
  }

  async enterCode(code: string): Promise<void> {
    await this.codeInput().fill(code);
    await this.verifyButton().click();
  }

  /** How far the page or the dialog reaches past the screen's sides, in pixels (0: none). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
      const beyond = dialog ? Math.max(dialog.right - window.innerWidth, -dialog.left, 0) : 0;
      return Math.max(document.documentElement.scrollWidth - window.innerWidth, beyond, 0);
    });
  }

  /** A card of the Projects tab, by the project's website type (the demo's company names repeat). */
  projectCard(websiteType: string): Locator {
    return this.panel().getByRole('article').filter({ hasText: websiteType });
  }

  /** A project card's delivery tracker: its headline (time left, overdue, delivered). */
  deliveryCountdown(card: Locator): Locator {
    return card.getByTestId('delivery-countdown');
  }

  /** How far a card's content reaches past its own sides, in pixels (0: it fits). */
  contentOverflow(card: Locator): Promise<number> {
    return card.evaluate((element) => Math.max(element.scrollWidth - element.clientWidth, 0));
  }

  /** A project card's steps paid → in progress → completed. */
  deliverySteps(card: Locator): Locator {
    return card.getByRole('list', { name: this.strings.tracker.steps.label }).getByRole('listitem');
  }

  /** The red dot (Radix Themes draws each tab label twice, the second hidden to reserve its width). */
  unreadDot(): Locator {
    return this.tab('messages').getByTestId('unread-dot').first();
  }

  /** Waits until the dialog's opening animation and any other has finished (axe reads final colours). */
  async settle(): Promise<void> {
    await this.page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
  }
}
