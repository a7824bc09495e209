/**
 * The demo tells one story: each reviewer belongs to one company wherever they appear (the seed's
 * testimonials, the MSW fixtures, the landing pages' reviews in every language), every review is
 * translated into the nine other languages, and no featured site links to an address that leads
 * nowhere without saying so.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { TRANSLATION_LANGUAGES } from '@contract/translations';
import { portfolioItems, portfolioProjects } from '@mocks/fixtures/portfolio';
import { showcaseProjects, testimonials } from '@mocks/fixtures/testimonials';
import { PORTFOLIO_SEED } from './portfolio-data';
import { demoBlogPosts, demoPortfolio, demoTestimonials } from './seed-demo-content';
import { SHOWCASE_SEED } from './showcase-data';
import { TESTIMONIALS_SEED } from './testimonials-data';

const companyOf = new Map(TESTIMONIALS_SEED.map((entry) => [entry.clientName, entry.clientCompany]));

interface LandingReview {
  name: string;
  business: string;
}
const landingReviews = (language: string): LandingReview[] => {
  const texts = JSON.parse(
    readFileSync(new URL(`../../src/i18n/locales/${language}/landing.json`, import.meta.url), 'utf8'),
  ) as { testimonials: Record<'first' | 'second' | 'third', LandingReview> };
  return [texts.testimonials.first, texts.testimonials.second, texts.testimonials.third];
};

describe('the demo cast', () => {
  it('gives each reviewer one name and one company in the seed', () => {
    expect(companyOf.size).toBe(TESTIMONIALS_SEED.length);
  });

  it('is the same in the MSW fixtures', () => {
    expect(testimonials.map(({ clientName, clientCompany }) => [clientName, clientCompany])).toEqual(
      TESTIMONIALS_SEED.map(({ clientName, clientCompany }) => [clientName, clientCompany]),
    );
    expect(showcaseProjects.map((site) => site.companyName)).toEqual(
      SHOWCASE_SEED.map((site) => site.companyName),
    );
  });

  it.each(LANGUAGE_CODES)(
    'names the same people with the same companies on the landing pages (%s)',
    (language) => {
      for (const review of landingReviews(language)) {
        const company = companyOf.get(review.name);
        expect(company, review.name).toBeDefined();
        expect(review.business).toContain(company);
      }
    },
  );

  it('shows as featured sites only companies the portfolio delivered, each a reviewer’s company or a project', () => {
    const projects = new Set(PORTFOLIO_SEED.map((project) => project.title));
    for (const site of SHOWCASE_SEED) expect(projects.has(site.companyName), site.companyName).toBe(true);
  });

  it('translates every review into the nine other languages', () => {
    for (const testimonial of demoTestimonials()) {
      for (const language of TRANSLATION_LANGUAGES) {
        const text = testimonial.translations?.[language]?.content ?? '';
        expect(text.length, `${testimonial.clientName} in ${language}`).toBeGreaterThan(40);
        expect(text).not.toBe(testimonial.content);
      }
    }
  });
});

describe('the demo portfolio in every language', () => {
  const projects = demoPortfolio(new Date('2030-06-01T09:00:00.000Z'));

  it('translates every project’s description into the nine other languages, and keeps its name', () => {
    expect(projects).toHaveLength(PORTFOLIO_SEED.length);
    for (const project of projects) {
      for (const language of TRANSLATION_LANGUAGES) {
        const texts = project.translations?.[language];
        const description = texts?.description ?? '';
        // A sentence, not a stub (Chinese says the shortest one in 39 characters).
        expect(description.length, `${project.title} in ${language}`).toBeGreaterThan(30);
        expect(description, `${project.title} in ${language}`).not.toBe(project.description);
        // The title is the business's name, a brand: it shows as it is, marked English.
        expect(texts?.title, `${project.title} in ${language}`).toBeUndefined();
      }
    }
  });

  it('writes each language in its own script where it has one', () => {
    const scripts: Partial<Record<(typeof TRANSLATION_LANGUAGES)[number], RegExp>> = {
      ar: /\p{Script=Arabic}/u,
      hy: /\p{Script=Armenian}/u,
      ru: /\p{Script=Cyrillic}/u,
      zh: /\p{Script=Han}/u,
      ja: /\p{Script=Hiragana}|\p{Script=Katakana}/u,
      ko: /\p{Script=Hangul}/u,
    };
    for (const project of projects) {
      for (const [language, script] of Object.entries(scripts)) {
        const description = project.translations?.[language as keyof typeof scripts]?.description ?? '';
        expect(description, `${project.title} in ${language}`).toMatch(script);
      }
    }
  });

  it('is the same in the MSW fixtures, on the portfolio page and the home grid', () => {
    const seeded = new Map(projects.map((project) => [project.title, project.translations]));
    expect(portfolioProjects.length).toBe(12);
    for (const project of portfolioProjects) expect(project.translations).toEqual(seeded.get(project.title));
    for (const item of portfolioItems) expect(item.translations).toEqual(seeded.get(item.title));
  });
});

describe('the demo blog', () => {
  const published = demoBlogPosts(new Date('2030-06-01T09:00:00.000Z')).filter(
    (post) => post.status === 'published',
  );
  const words = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;

  it('has at least eight published articles, each of 300 words or more under headings of its own', () => {
    expect(published.length).toBeGreaterThanOrEqual(8);
    for (const post of published) {
      expect(words(post.content), post.slug).toBeGreaterThanOrEqual(300);
      expect(post.content.match(/<h2>/g)?.length ?? 0, post.slug).toBeGreaterThanOrEqual(2);
      expect(new Set(published.map((other) => other.slug)).size).toBe(published.length);
    }
  });

  it("scores each post with the studio's own rules, and well (80% or more)", () => {
    for (const post of published) expect(post.seoScore, post.slug).toBeGreaterThanOrEqual(80);
  });
});

describe('a translated demo post', () => {
  it('carries its Arabic and German titles, excerpts, tags and sanitised bodies with the English headings', () => {
    const post = demoBlogPosts(new Date()).find((entry) => entry.slug === 'write-a-homepage-that-gets-calls');
    expect(post?.translations?.ar?.title).toBe('كيف تكتب صفحة رئيسية تحوّل الزوار إلى اتصالات');
    expect(post?.translations?.ar?.content?.match(/<h2>/g)).toHaveLength(6);
    expect(post?.translations?.de).toEqual({
      title: 'So schreiben Sie eine Startseite, die Anrufe bringt',
      excerpt: expect.stringMatching(/^Besucher entscheiden in Sekunden/),
      content: expect.stringContaining('<h2>Drei Fragen beantworten, bevor gescrollt wird</h2>'),
      tags: ['Texten', 'Konversion', 'Kleinunternehmen'],
    });
    expect(post?.translations?.ar?.tags).toEqual(['كتابة المحتوى', 'معدل التحويل', 'الشركات الصغيرة']);
    expect(post?.translations?.de?.content?.match(/<h2>/g)).toHaveLength(6);
  });
});
