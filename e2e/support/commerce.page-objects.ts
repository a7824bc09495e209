/**
 * The commerce pages as a person uses them, in the language of the strings given: /domains (search,
 * results, the registration dialog), /claim-credit and /payment-success.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '@contract/site-pages';
import { LOCAL_KEYS, SESSION_KEYS } from '@src/lib/storage-keys';
import { en, fill, type UiStrings } from './strings';
import { CHECKOUT_PATH } from './checkout.page-object';

export type Language = 'en' | 'ar';
export type Theme = 'light' | 'dark';

/** The language (the server's cookie) and theme (the stored choice) a journey's pages open in. */
export async function chooseLook(
  context: BrowserContext,
  page: Page,
  siteUrl: string,
  language: Language,
  theme: Theme,
) {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: siteUrl }]);
  await page.goto(`${siteUrl}/`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCAL_KEYS.theme, theme] as const);
  // The visitor has seen the home page: it has hydrated and the session's attribution names it as
  // the landing page (the tracking code loads after the page, so leaving at once would lose it).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, SESSION_KEYS.landingPage);
}

export class DomainsPage {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  async open(siteUrl: string): Promise<void> {
    await this.page.goto(`${siteUrl}/domains`);
    await this.page.getByRole('heading', { level: 1, name: this.strings.pages.domains.title }).waitFor();
  }

  searchField(): Locator {
    return this.page.getByRole('textbox', { name: this.strings.domains.search.label });
  }

  /** Types the name and presses Enter, then waits for the results. */
  async search(name: string): Promise<void> {
    const field = this.searchField();
    await field.fill(name);
    const answered = this.page.waitForResponse((response) => response.url().endsWith('/api/domains/search'));
    await field.press('Enter');
    await answered;
    await this.page.getByRole('heading', { level: 2, name: this.strings.domains.results.title }).waitFor();
  }

  result(domain: string): Locator {
    return this.page.locator(`li[data-domain="${domain}"]`);
  }

  selectButton(domain: string): Locator {
    return this.page.getByRole('button', { name: fill(this.strings.domains.results.selectName, { domain }) });
  }

  unavailableButton(domain: string): Locator {
    return this.page.getByRole('button', {
      name: fill(this.strings.domains.results.unavailableName, { domain }),
    });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Selects an available name and waits for its registration form. */
  async select(domain: string): Promise<Locator> {
    await this.selectButton(domain).click();
    const dialog = this.dialog();
    await dialog
      .getByRole('heading', { name: fill(this.strings.domains.register.title, { domain }) })
      .waitFor();
    return dialog;
  }

  async fillRegistration(fullName: string, email: string): Promise<void> {
    const dialog = this.dialog();
    await dialog.getByRole('textbox', { name: this.strings.domains.register.fullName }).fill(fullName);
    await dialog.getByRole('textbox', { name: this.strings.domains.register.email }).fill(email);
  }

  /** The registration period whose total is `totalLabel` ("$25.98"). */
  period(totalLabel: string): Locator {
    return this.dialog().getByRole('radio', { name: new RegExp(totalLabel.replace(/[$.]/g, '\\$&')) });
  }

  completeButton(totalLabel: string): Locator {
    return this.dialog().getByRole('button', {
      name: fill(this.strings.domains.register.complete, { total: totalLabel }),
    });
  }

  /** Completes the registration and waits until the browser is on the order's checkout. */
  async complete(totalLabel: string): Promise<URL> {
    const leaving = this.page.waitForURL((url) => CHECKOUT_PATH.test(url.pathname));
    await this.completeButton(totalLabel).click();
    await leaving;
    return new URL(this.page.url());
  }
}

export class ClaimCreditPage {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  /** Opens the page, with `?email=` when given (which claims at once). */
  async open(siteUrl: string, email?: string, sig?: string): Promise<void> {
    const query = new URLSearchParams({ ...(email ? { email } : {}), ...(sig ? { sig } : {}) }).toString();
    await this.page.goto(`${siteUrl}/claim-credit${query ? `?${query}` : ''}`);
    await this.page.getByRole('heading', { level: 1, name: this.strings.pages.claimCredit.title }).waitFor();
  }

  emailField(): Locator {
    return this.page.getByRole('textbox', { name: this.strings.creditClaim.emailLabel });
  }

  claimButton(amount = '$200'): Locator {
    return this.page.getByRole('button', { name: fill(this.strings.creditClaim.submit, { amount }) });
  }

  /** The heading of an outcome: Credit Applied, Credit Reserved, Already Claimed, Unable to Claim. */
  outcome(kind: 'applied' | 'reserved' | 'alreadyClaimed' | 'unable'): Locator {
    return this.page.getByRole('heading', { level: 2, name: this.strings.creditClaim.outcome[kind].title });
  }

  async claim(email: string): Promise<void> {
    await this.emailField().fill(email);
    await this.claimButton().click();
  }
}

export class PaymentSuccessPage {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.strings.pages.paymentSuccess.title });
  }

  async purchase(): Promise<string> {
    return (await this.page.getByTestId('payment-package').textContent())?.trim() ?? '';
  }

  async amount(): Promise<string> {
    return (await this.page.getByTestId('payment-amount').textContent())?.trim() ?? '';
  }
}
