/** The top navigation bar as a person uses it: its buttons, the theme menu and the language menu. */
import type { Locator, Page } from 'playwright-core';
import { LANGUAGES, type LanguageCode } from '@contract/catalogue';
import { en, startsWith, templatePrefix, type UiStrings } from './strings';

export type Theme = 'light' | 'dark' | 'system';

export class NavBar {
  readonly root: Locator;

  /** `strings`: the language the page currently speaks (English by default). */
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {
    this.root = page.getByRole('banner');
  }

  /** The same bar, read in another language. */
  in(strings: UiStrings): NavBar {
    return new NavBar(this.page, strings);
  }

  portalButton(): Locator {
    return this.root.getByRole('button', { name: this.strings.nav.customerPortal });
  }

  startProjectButton(): Locator {
    return this.root.getByRole('button', { name: this.strings.nav.startProject });
  }

  /** The theme button; its label names the current theme ("Theme: Dark"). */
  themeButton(): Locator {
    return this.root.getByRole('button', { name: startsWith(templatePrefix(this.strings.theme.current)) });
  }

  languageButton(): Locator {
    return this.root.getByRole('button', { name: startsWith(templatePrefix(this.strings.language.current)) });
  }

  /**
   * Waits until the page answers: React has hydrated it (`<html data-hydrated>`, set after
   * hydration) and the bar is there. Not through the bar's accessible name alone: a dialog that
   * opens by itself (the tour, a resumed onboarding) hides the page from the accessibility tree.
   */
  async waitUntilShown(): Promise<void> {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await this.page.locator('header').first().waitFor();
  }

  async chooseTheme(theme: Theme): Promise<void> {
    await this.themeButton().click();
    await this.page.getByRole('menuitemradio', { name: this.strings.theme[theme] }).click();
  }

  async chooseLanguage(code: LanguageCode): Promise<void> {
    const language = LANGUAGES.find((entry) => entry.code === code);
    if (!language) throw new Error(`Unknown language ${code}`);
    await this.languageButton().click();
    await this.page.getByRole('menuitemradio', { name: language.name }).click();
  }

  /** The colour scheme the page is drawn in (Radix Themes' root theme class). */
  appearance(): Promise<'light' | 'dark'> {
    return this.page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
  }

  /** `<html lang dir>`, what screen readers and the layout direction follow. */
  documentLanguage(): Promise<{ lang: string; dir: string }> {
    return this.page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    }));
  }
}
