/** The built-in sandbox checkout page (`/checkout/:paymentId`) as a person uses it. */
import type { Locator, Page } from 'playwright-core';
import { en, fill, type UiStrings } from './strings';

/** The checkout in any language's URL (`/checkout/…`, `/ar/checkout/…`). */
export const CHECKOUT_PATH = /^(?:\/[a-z]{2})?\/checkout\//;

export class CheckoutPage {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  /** Opens a payment URL the API returned (a site path) and waits for the checkout to load. */
  async open(siteUrl: string, paymentUrl: string): Promise<void> {
    await this.page.goto(new URL(paymentUrl, siteUrl).href);
    await this.heading().waitFor();
    await this.page.getByRole('heading', { name: this.strings.checkout.summary }).waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.strings.checkout.title });
  }

  /** The total due, as shown ("$2,995.00"). */
  async amount(): Promise<string> {
    return (await this.page.getByTestId('checkout-amount').textContent())?.trim() ?? '';
  }

  /** Text shown in the order summary, such as the item's description. */
  text(value: string): Locator {
    return this.page.getByText(value, { exact: true });
  }

  /** The pay button, which names the amount ("Pay $2,995.00"). */
  payButton(amountLabel: string): Locator {
    return this.page.getByRole('button', { name: fill(this.strings.checkout.pay, { amount: amountLabel }) });
  }

  cancelButton(): Locator {
    return this.page.getByRole('button', { name: this.strings.checkout.cancel, exact: true });
  }

  /** Pays and waits until the browser has left for the return page. */
  async pay(amountLabel: string): Promise<URL> {
    const leaving = this.page.waitForURL((url) => !CHECKOUT_PATH.test(url.pathname));
    await this.payButton(amountLabel).click();
    await leaving;
    return new URL(this.page.url());
  }

  /** Cancels and waits until the browser has gone back. */
  async cancel(): Promise<URL> {
    const leaving = this.page.waitForURL((url) => !CHECKOUT_PATH.test(url.pathname));
    await this.cancelButton().click();
    await leaving;
    return new URL(this.page.url());
  }

  alreadyPaidNotice(): Locator {
    return this.page.getByText(this.strings.checkout.alreadyPaid.title);
  }

  cancelledNotice(): Locator {
    return this.page.getByText(this.strings.checkout.cancelled.title);
  }
}
