/**
 * The public content pages in a real browser against `npm start`'s server: a blog post opened from
 * the list (and its text in the server's HTML for link previews), an unknown post, the portfolio
 * with its instant-quote dialog, the Texas page and a city landing page, photographed at 360 px and
 * 1440 px in English and Arabic. axe checks the instant-quote dialog here, in both languages; the
 * pages themselves are checked in both languages by site-wide.e2e.test.ts.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath } from '@contract/language-paths';
import { withBrand } from '@src/components/page-head/page-head';
import { expectAccessible } from './support/axe';
import { openJourney } from './support/journey';
import {
  BlogList,
  LandingPage,
  PortfolioPage,
  serveLanguage,
  watchHydration,
} from './support/public-pages.page-object';
import { screenshot } from './support/screenshots';
import { EN_AND_AR, ar, en, fill } from './support/strings';

const journey = openJourney();
const LANGUAGES = EN_AND_AR;
const WIDTHS = [360, 1440] as const;

let page: Page;
let hydrationErrors: () => string[];

beforeAll(async () => {
  page = await journey.browser.newPage();
  hydrationErrors = watchHydration(page);
});

afterEach(async () => {
  expect(hydrationErrors()).toEqual([]);
  await serveLanguage(journey.browser.context, journey.site.url, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
});

/** The HTML the server sends for a path, before any script runs, with entities decoded. */
async function serverHtml(path: string, language = 'en'): Promise<{ status: number; html: string }> {
  const response = await fetch(`${journey.site.url}${path}`, { headers: { cookie: `lang=${language}` } });
  const html = (await response.text())
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
  return { status: response.status, html };
}

/** Opens `path` at each width in one language, waits with `ready`, and saves `<name>-<lang>-<width>`. */
async function photograph(language: 'en' | 'ar', path: string, name: string, ready: () => Promise<unknown>) {
  await serveLanguage(journey.browser.context, journey.site.url, language);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${journey.site.url}${path}`);
    await ready();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px in ${language} scrolls sideways`).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${language}-${width}`);
  }
}

describe('the blog', () => {
  it('opens a post from the list; its text is in the HTML the server sends', async () => {
    const blog = new BlogList(page);
    await blog.open(journey.site.url);
    const title = await blog.openPost(0);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';

    const post = await journey.site.api.ok('blogPost', { params: { slug } });
    expect(post.title).toBe(title);
    const firstParagraph = /<p>([^<]{20,})/.exec(post.content)?.[1] ?? '';
    expect(firstParagraph).not.toBe('');
    const { status, html } = await serverHtml(`/blog/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${withBrand(title)}</title>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    // Link previews show raster images only: a post's SVG picture gives way to the site's JPEG.
    const preview = post.featuredImage?.endsWith('.svg') ? '/og-image.jpg' : post.featuredImage;
    expect(html).toContain(`<meta property="og:image" content="${journey.site.url}${preview}"/>`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain(firstParagraph);
    expect(html).toContain('id="query-state"');
  });

  it.each(LANGUAGES)(
    'hydrates a post served in %s without a mismatch, and shares it by copying the link',
    async (language, strings) => {
      const posts = await journey.site.api.ok('blogPosts');
      const [first] = posts;
      if (!first) throw new Error('The demo content has no published post');
      await serveLanguage(journey.browser.context, journey.site.url, language);
      await journey.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: journey.site.url,
      });
      await page.goto(`${journey.site.url}/blog/${first.slug}`);
      // The seeded posts are translated: the title in the page's language.
      const title = language === 'en' ? first.title : (first.translations?.[language]?.title ?? first.title);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      // Headless Chromium has no share sheet: the link is copied.
      await new BlogList(page, strings).shareButton().click();
      await page.getByText(strings.blog.post.linkCopied).first().waitFor();
      // The cookie sent the browser to the post in its language's URL, which is the link shared.
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${journey.site.url}${localizedPath(language, `/blog/${first.slug}`)}`,
      );
    },
  );

  it("answers an unknown post with 404 and 'Blog Post Not Found', hydrated as served", async () => {
    const { status, html } = await serverHtml('/blog/no-such-post');
    expect(status).toBe(404);
    expect(html).toContain(en.blog.post.notFound.title);
    await page.goto(`${journey.site.url}/blog/no-such-post`);
    await page.getByRole('heading', { level: 1, name: en.blog.post.notFound.title }).waitFor();
    await page.getByRole('link', { name: en.blog.post.backToBlog }).click();
    await page.getByRole('heading', { level: 1, name: en.pages.blog.title }).waitFor();
  });

  it.each(LANGUAGES)('looks right in %s at 360 and 1440 px', async (language, strings) => {
    const posts = await journey.site.api.ok('blogPosts');
    await photograph(language, '/blog', 'blog', () =>
      page.getByRole('main').getByRole('article').first().waitFor(),
    );
    await photograph(language, `/blog/${posts[1]?.slug ?? ''}`, 'blog-post', () =>
      page.getByRole('button', { name: strings.blog.post.share }).waitFor(),
    );
  });
});

describe('the portfolio', () => {
  it('counts the projects per category and quotes a package in the dialog', async () => {
    const projects = await journey.site.api.ok('portfolioAll');
    const portfolio = new PortfolioPage(page);
    await portfolio.open(journey.site.url);
    expect(await portfolio.chips().first().textContent()).toBe(
      fill(en.portfolio.chip, { label: en.portfolio.all, count: String(projects.length) }),
    );
    expect(await page.getByRole('main').getByRole('article').count()).toBe(projects.length);

    await portfolio.quoteButton().click();
    const dialog = portfolio.quoteDialog();
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: fill(en.portfolio.quote.upToPages, { pages: '8' }) }).click();
    await dialog.getByText('$2,995').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await portfolio.quoteButton().evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it.each(LANGUAGES)(
    'looks right in %s at 360 and 1440 px, with the dialog open',
    async (language, strings) => {
      const portfolio = new PortfolioPage(page, strings);
      await photograph(language, '/portfolio', 'portfolio', () =>
        page.getByRole('main').getByRole('article').first().waitFor(),
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await portfolio.quoteButton().click();
        await portfolio.quoteDialog().waitFor();
        await screenshot(page, `portfolio-quote-${language}-${width}`);
        if (width === WIDTHS[0]) {
          await expectAccessible(page, `the instant-quote dialog in ${language}`, '[role="dialog"]');
        }
        await page.keyboard.press('Escape');
        await portfolio.quoteDialog().waitFor({ state: 'hidden' });
      }
    },
  );
});

describe('the landing pages', () => {
  it('serves the Texas page with all its text, and its city cards lead to the city pages', async () => {
    const { status, html } = await serverHtml('/texas-website-development');
    expect(status).toBe(200);
    for (const text of [
      en.landing.variants.texas.headline,
      en.landing.variants.texas.pricingLink,
      en.landing.portfolioLink,
      en.landing.testimonials.first.quote,
      en.landing.repair.title,
    ]) {
      expect(html).toContain(text);
    }
    const landing = new LandingPage(page);
    await landing.open(journey.site.url, '/texas-website-development');
    await landing
      .cityLink(fill(en.landing.cities.cardLink, { city: en.landing.cities.names.houston }))
      .click();
    await landing.heading().filter({ hasText: en.landing.cities.names.houston }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog/united-states/emergency-website-development-houston');
  });

  it('names the city of a location page in Arabic, right to left, on the server too', async () => {
    const path = '/blog/united-arab-emirates/emergency-website-development-dubai';
    const heading = fill(ar.landing.variants.emergencyCity.headline, {
      city: ar.landing.cities.names.dubai,
      country: ar.landing.countries.unitedArabEmirates,
    });
    const { status, html } = await serverHtml(path, 'ar');
    expect(status).toBe(200);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(heading);
    await serveLanguage(journey.browser.context, journey.site.url, 'ar');
    const landing = new LandingPage(page);
    await landing.open(journey.site.url, path);
    expect(await landing.heading().textContent()).toBe(heading);
  });

  it.each(LANGUAGES)('look right in %s at 360 and 1440 px', async (language) => {
    const landing = new LandingPage(page);
    await photograph(language, '/texas-website-development', 'texas', () => landing.heading().waitFor());
    await photograph(language, '/blog/united-states/emergency-website-development-austin', 'city', () =>
      landing.heading().waitFor(),
    );
  });
});
