/**
 * The embedded store's demo content: portfolio, testimonials, showcase sites and blog posts, with
 * their images: each project and featured site shows a screenshot of its own home page
 * (public/work/), avatars and post images are drawn by the server (images/media.ts). Each collection is filled only while it is empty, and every record has a stable
 * id, so running the seed again (every start-up) never duplicates or overwrites anything.
 */
import type { Clock } from '../lib/clock';
import { sanitizeBlogHtml } from '@contract/blog-html';
import type { Store } from '../store/port';
import type { BlogPostRecord, PortfolioRecord, ShowcaseRecord, TestimonialRecord } from '../store/records';
import { scorePost } from '../services/studio/post-seo';
import { BLOG_SEED, type BlogSeed } from './blog';
import { tagsIn } from './blog/blog-tags';
import { TRANSLATION_LANGUAGES } from '@contract/translations';
import { mediaUrl } from './images/media';
import { projectPictureOf, workImageUrl } from './images/work-images';
import { PORTFOLIO_SEED } from './portfolio-data';
import { PORTFOLIO_TRANSLATIONS } from './portfolio-translations';
import { dateDaysAgo, isoDaysAgo, seedId } from './seed-ids';
import { SHOWCASE_SEED } from './showcase-data';
import { TESTIMONIALS_SEED } from './testimonials-data';
import { TESTIMONIAL_TRANSLATIONS } from './testimonials-translations';

/** Only the current time is needed: seeded dates are relative to it. */
export type SeedClock = Pick<Clock, 'now'>;

export interface SeedContentResult {
  portfolio: number;
  testimonials: number;
  showcase: number;
  blogPosts: number;
}

export function demoPortfolio(now: Date): PortfolioRecord[] {
  return PORTFOLIO_SEED.map(({ key, completedDaysAgo, ...project }, order) => {
    const id = seedId(`portfolio:${key}`);
    const translations = PORTFOLIO_TRANSLATIONS[key];
    return {
      ...project,
      id,
      imageUrl: workImageUrl(key),
      completedDate: dateDaysAgo(now, completedDaysAgo),
      technologies: [...project.technologies],
      metrics: [...project.metrics],
      order,
      ...(translations ? { translations } : {}),
    };
  });
}

export function demoTestimonials(): TestimonialRecord[] {
  return TESTIMONIALS_SEED.map(({ key, ...testimonial }) => {
    const id = seedId(`testimonial:${key}`);
    const translations = TESTIMONIAL_TRANSLATIONS[key];
    return {
      ...testimonial,
      id,
      clientImage: mediaUrl('avatar', id),
      ...(translations ? { translations } : {}),
    };
  });
}

/** A featured site is a delivered project: it shows that project's picture. */
export function demoShowcase(): ShowcaseRecord[] {
  return SHOWCASE_SEED.map(({ key, ...site }) => {
    const screenshot = projectPictureOf(site.companyName);
    return { ...site, id: seedId(`showcase:${key}`), ...(screenshot ? { screenshot } : {}) };
  });
}

type PostTranslations = NonNullable<BlogSeed['translations']>;

/**
 * A post's translations as stored: each language's body sanitised like the English one, and its tags
 * in that language from the glossary (blog-tags.ts), for every language the post is translated into.
 */
const storedTranslations = (
  translations: PostTranslations,
  tags: BlogSeed['tags'],
): NonNullable<BlogPostRecord['translations']> =>
  Object.fromEntries(
    TRANSLATION_LANGUAGES.flatMap((language) => {
      const texts = translations[language];
      if (!texts) return [];
      const content = texts.content === undefined ? {} : { content: sanitizeBlogHtml(texts.content.trim()) };
      return [[language, { ...texts, ...content, tags: tagsIn(tags, language) }]];
    }),
  );

export function demoBlogPosts(now: Date): BlogPostRecord[] {
  return BLOG_SEED.map(({ key, daysAgo, content, translations, ...post }) => {
    const id = seedId(`blog:${key}`);
    // Sanitised when saved, like every post (decision 22).
    const body = sanitizeBlogHtml(content.trim());
    const featuredImage = mediaUrl('blog', id);
    return {
      ...post,
      id,
      tags: [...post.tags],
      content: body,
      featuredImage,
      // The score the studio gives any saved post, from the post itself.
      seoScore: scorePost({ ...post, content: body, featuredImage }).score,
      createdAt: isoDaysAgo(now, daysAgo),
      ...(translations ? { translations: storedTranslations(translations, post.tags) } : {}),
    };
  });
}

/** Puts `records` only when `existing` is empty; returns how many were written. */
async function fillIfEmpty<T>(
  existing: readonly unknown[],
  records: readonly T[],
  put: (record: T) => Promise<void>,
) {
  if (existing.length > 0) return 0;
  for (const record of records) await put(record);
  return records.length;
}

export async function seedDemoContent(
  store: Store,
  { clock }: { clock: SeedClock },
): Promise<SeedContentResult> {
  const { content } = store;
  const now = clock.now();
  return {
    portfolio: await fillIfEmpty(await content.listPortfolio(), demoPortfolio(now), (r) =>
      content.putPortfolio(r),
    ),
    testimonials: await fillIfEmpty(await content.listTestimonials(), demoTestimonials(), (r) =>
      content.putTestimonial(r),
    ),
    showcase: await fillIfEmpty(await content.listShowcase(), demoShowcase(), (r) => content.putShowcase(r)),
    blogPosts: await fillIfEmpty(await content.listBlogPosts(), demoBlogPosts(now), (r) =>
      content.putBlogPost(r),
    ),
  };
}
