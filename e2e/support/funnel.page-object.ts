/**
 * The sales funnel as a person uses it: package selection, the five onboarding steps, the guided
 * tour and the sales popups. Every label is the product's own text in the page's language.
 */
import type { Locator, Page } from 'playwright-core';
import { AMOUNTS, PACKAGES, formatUsd, type PackageId } from '@contract/catalogue';
import { ar, en, fill, type UiStrings } from './strings';

export class PackageSelectionDialog {
  readonly root: Locator;

  constructor(
    page: Page,
    private readonly strings: UiStrings = en,
  ) {
    this.root = page.getByRole('dialog', { name: strings.packageSelection.title });
  }

  card(packageId: PackageId): Locator {
    return this.root.getByRole('article', { name: PACKAGES[packageId].name });
  }

  async choose(packageId: PackageId): Promise<void> {
    await this.root
      .getByRole('button', {
        name: fill(this.strings.packageSelection.choose, { name: PACKAGES[packageId].name }),
      })
      .click();
  }
}

export interface AccountDetails {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  password: string;
}

export class OnboardingDialog {
  readonly root: Locator;
  private readonly texts: UiStrings['onboarding'];

  constructor(page: Page, strings: UiStrings = en) {
    this.texts = strings.onboarding;
    this.root = page.getByRole('dialog', { name: strings.onboarding.title });
  }

  /** A step's heading, once the step shows. */
  step(step: 'account' | 'package' | 'payment' | 'domain' | 'details'): Locator {
    return this.root.getByRole('heading', { level: 3, name: this.texts[step].heading });
  }

  /** The step the indicator marks as current. */
  currentStep(): Locator {
    return this.root.locator('[aria-current="step"]');
  }

  button(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  async createAccount(account: AccountDetails): Promise<void> {
    const labels = this.texts.account;
    await this.root.getByLabel(labels.firstName, { exact: true }).fill(account.firstName);
    await this.root.getByLabel(labels.lastName, { exact: true }).fill(account.lastName);
    await this.root.getByLabel(labels.email, { exact: true }).fill(account.email);
    await this.root.getByLabel(labels.company, { exact: true }).fill(account.company);
    await this.root.getByLabel(labels.password, { exact: true }).fill(account.password);
    await this.root.getByLabel(labels.confirmPassword, { exact: true }).fill(account.password);
    await this.button(labels.submit).click();
  }

  payButton(packageId: PackageId): Locator {
    return this.button(fill(this.texts.payment.pay, { amount: formatUsd(PACKAGES[packageId].price) }));
  }

  description(): Locator {
    return this.root.getByLabel(this.texts.details.description, { exact: true });
  }

  logoCheckbox(): Locator {
    return this.root.getByRole('checkbox', { name: new RegExp(this.texts.details.logo) });
  }
}

/** What the portfolio's button and the landing pages do: the page-wide openQuickOnboarding event. */
export const openQuickOnboarding = (page: Page, packageId: PackageId): Promise<void> =>
  page.evaluate((detail) => void window.dispatchEvent(new CustomEvent('openQuickOnboarding', { detail })), {
    packageType: packageId,
    packagePrice: PACKAGES[packageId].price,
  });

export class GuidedTourDialog {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  step(step: 'welcome' | 'packages' | 'portfolio' | 'contact', values: Record<string, string>): Locator {
    return this.page.getByRole('dialog', { name: fill(this.strings.tour.steps[step].title, values) });
  }

  button(name: 'next' | 'back' | 'finish' | 'close'): Locator {
    return this.page.getByRole('button', { name: this.strings.tour[name], exact: true });
  }

  tourButton(): Locator {
    return this.page.getByRole('button', { name: this.strings.tour.button, exact: true });
  }
}

export class SalesPopups {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  /** Prices sit in a left-to-right isolate inside right-to-left text, as the page renders them. */
  private values(): Record<string, string> {
    const amount = formatUsd(AMOUNTS.popupDiscountDollars);
    return { amount: this.strings === ar ? `\u2066${amount}\u2069` : amount };
  }

  exitIntent(): Locator {
    return this.page.getByRole('dialog', { name: this.strings.popups.exitIntent.title });
  }

  secondPopup(): Locator {
    return this.page.getByRole('dialog', { name: this.strings.popups.secondPopup.title });
  }

  cornerCard(): Locator {
    return this.page.getByRole('complementary', {
      name: fill(this.strings.popups.cornerCard.title, this.values()),
    });
  }

  readyCard(): Locator {
    return this.page.getByRole('complementary', { name: this.strings.popups.readyCard.title });
  }

  /** The pointer leaves the page through its top edge, towards the tabs. */
  async leaveThroughTop(): Promise<void> {
    await this.page.mouse.move(400, 200);
    await this.page.mouse.move(400, -10);
  }
}
