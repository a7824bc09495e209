/**
 * The demo tells one story: each reviewer belongs to one company wherever they appear (the seed's
 * testimonials, the MSW fixtures, the landing pages' reviews in every language), every review is
 * translated into the nine other languages, and no featured site links to an address that leads
 * nowhere without saying so.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../contract/catalogue';
import { TRANSLATION_LANGUAGES } from '../../contract/translations';
import { showcaseProjects, testimonials } from '../../mocks/fixtures/testimonials';
import { PORTFOLIO_SEED } from './portfolio-data';
import { demoBlogPosts, demoTestimonials } from './seed-demo-content';
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
  it('carries its Arabic title, excerpt and sanitised body with headings, and the German title only', () => {
    const post = demoBlogPosts(new Date()).find((entry) => entry.slug === 'write-a-homepage-that-gets-calls');
    expect(post?.translations?.ar?.title).toBe('كيف تكتب صفحة رئيسية تحوّل الزوار إلى اتصالات');
    expect(post?.translations?.ar?.content?.match(/<h2>/g)).toHaveLength(6);
    expect(post?.translations?.de).toEqual({
      title: 'So schreiben Sie eine Startseite, die Besucher zum Anrufen bringt',
      excerpt: expect.stringMatching(/^Besucher entscheiden in wenigen Sekunden/),
    });
  });
});
