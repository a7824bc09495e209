/**
 * The public content pages as a person reads them: the blog and a post, the portfolio with its
 * instant-quote dialog, and the landing pages. Also what the person does not see but the page
 * must get right: the language it is served in, and a hydration that matches the server's HTML.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '@contract/site-pages';
import { en, type UiStrings } from './strings';

/** Serves the next pages in this language, as the language picker's cookie does. */
export async function serveLanguage(
  context: BrowserContext,
  siteUrl: string,
  language: 'en' | 'ar',
): Promise<void> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: siteUrl }]);
}

/**
 * Collects what React says when the browser's first render differs from the server's HTML
 * (production builds report it as a console error naming error #418, #423 or #425, or "Hydration").
 */
export function watchHydration(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
      seen.push(message.text());
  });
  return () => [...seen];
}

export class BlogList {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  async open(siteUrl: string): Promise<void> {
    await this.page.goto(`${siteUrl}/blog`);
    await this.cards().first().waitFor();
  }

  cards(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  /** Opens a post from its card's title link; returns the title. */
  async openPost(index = 0): Promise<string> {
    const link = this.cards().nth(index).getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
    return title;
  }

  shareButton(): Locator {
    return this.page.getByRole('button', { name: this.strings.blog.post.share });
  }
}

export class PortfolioPage {
  constructor(
    private readonly page: Page,
    private readonly strings: UiStrings = en,
  ) {}

  async open(siteUrl: string): Promise<void> {
    await this.page.goto(`${siteUrl}/portfolio`);
    await this.page.getByRole('main').getByRole('article').first().waitFor();
  }

  chips(): Locator {
    return this.page
      .getByRole('list', { name: this.strings.portfolio.categoriesLabel })
      .getByRole('listitem');
  }

  quoteButton(): Locator {
    return this.page.getByRole('button', { name: this.strings.portfolio.quote.open });
  }

  quoteDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.strings.portfolio.quote.title });
  }
}

/** The Texas page and the landing pages: their h1, city cards and calls to action. */
export class LandingPage {
  constructor(private readonly page: Page) {}

  async open(siteUrl: string, path: string): Promise<void> {
    await this.page.goto(`${siteUrl}${path}`);
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  cityLink(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name });
  }
}
