/** The home page as a person uses it: its sections, the health check, the portfolio tabs. */
import type { Locator, Page } from 'playwright-core';
import { en, type UiStrings } from './strings';

export class HomePage {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  /** The same page, read in another language. */
  in(strings: UiStrings): HomePage {
    return new HomePage(this.page, strings);
  }

  /** Opens `/` and waits until the deferred sections have loaded (the testimonials are in). */
  async open(origin: string): Promise<void> {
    await this.page.goto(`${origin}/`);
    await this.waitUntilLoaded();
  }

  /**
   * The sections that load when the page is idle are in (the testimonials). The health check's
   * machine is not among them: it loads when the visitor goes to its field (checkWebsite).
   */
  async waitUntilLoaded(): Promise<void> {
    await this.section('testimonials').locator('figure').first().waitFor();
    await this.healthCheckForm().waitFor();
  }

  section(id: string): Locator {
    return this.page.locator(`main section#${id}`);
  }

  /** The anchors of the page's sections, in the order they appear. */
  sectionIds(): Promise<string[]> {
    return this.page
      .locator('main section[id]')
      .evaluateAll((sections) => sections.map((section) => section.id));
  }

  healthCheckForm(): Locator {
    return this.section('health-check').locator('form');
  }

  healthCheckField(): Locator {
    return this.section('health-check').getByRole('textbox', {
      name: this.strings.home.healthCheck.urlLabel,
    });
  }

  /** Checks a site and waits for the report's band sentence. */
  async checkWebsite(url: string): Promise<void> {
    await this.healthCheckField().fill(url);
    // Going to the field loaded the machine; the real form holds what was typed.
    await this.healthCheckForm().and(this.page.locator('[data-state="ready"]')).waitFor();
    await this.section('health-check')
      .getByRole('button', { name: this.strings.home.healthCheck.analyze })
      .click();
    await this.section('health-check').locator('[data-band]').waitFor();
  }

  portfolioTab(category: keyof UiStrings['home']['portfolio']['categories']): Locator {
    return this.section('portfolio').getByRole('button', {
      name: this.strings.home.portfolio.categories[category],
    });
  }

  portfolioCards(): Locator {
    return this.section('portfolio').locator('.portfolio-card');
  }
}
