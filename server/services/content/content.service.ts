/**
 * The public content rules: the home grid's category filter, the full portfolio, testimonials,
 * showcase sites and the blog (published posts only, newest first; drafts are invisible).
 */
import type { PortfolioFilter } from '@contract/api/content';
import type {
  BlogPost,
  BlogPostSummary,
  PortfolioItem,
  PortfolioProject,
  ShowcaseProject,
  Testimonial,
} from '@contract/entities';
import { systemClock, type Clock } from '../../lib/clock';
import { sanitizeBlogHtml } from '@contract/blog-html';
import { renderMedia } from '../../seed/images/media';
import type { ContentRepo } from '../../store/port';
import { newestFirst } from '../../store/record-utils';
import type { BlogPostRecord } from '../../store/records';
import {
  hasKnownCategory,
  toBlogPost,
  toBlogPostSummary,
  toPortfolioItem,
  toPortfolioProject,
  toShowcaseProject,
  toTestimonial,
} from './content-mappers';
import { createReadCache } from './read-cache';

export interface ContentService {
  /** The home grid; 'all' or no filter lists every project. */
  portfolio(filter?: PortfolioFilter): Promise<PortfolioItem[]>;
  /** The full portfolio page. */
  portfolioAll(): Promise<PortfolioProject[]>;
  testimonials(): Promise<Testimonial[]>;
  showcaseProjects(): Promise<ShowcaseProject[]>;
  /** Published posts, newest first, without their bodies. */
  blogPosts(): Promise<BlogPostSummary[]>;
  /** A published post by slug; null for an unknown slug or a draft. */
  blogPost(slug: string): Promise<BlogPost | null>;
  /** Stores a post with its HTML reduced to the allow-list (decision 22). */
  saveBlogPost(record: BlogPostRecord): Promise<BlogPostRecord>;
  /** Forgets every kept answer: content was written elsewhere (the studio). */
  clear(): void;
  /** The generated image for a `/media/<kind>-<id>.svg` file name; null when there is none. */
  mediaSvg(file: string): Promise<string | null>;
  /** The same, a draft post's picture included (the admin's signed preview; never cached). */
  draftMediaSvg(file: string): Promise<string | null>;
}

export interface ContentServiceDeps {
  content: ContentRepo;
  /** Drives the read cache's expiry; the system clock when absent. */
  clock?: Pick<Clock, 'now'>;
  /** How long a built answer is reused (default 5 s; 0 turns the cache off). */
  cacheTtlMs?: number;
}

/** Drafts stay in the studio; a record without a status (seeded before the studio) is published. */
const isPublished = (record: { status?: string }): boolean => record.status !== 'draft';

const DEFAULT_CACHE_TTL_MS = 5_000;
/** Lists, filters and a few hundred post slugs. */
const CACHE_MAX_ENTRIES = 256;

/**
 * Answers are frozen and shared between requests (see read-cache.ts): callers must not mutate
 * them.
 */
export function createContentService({
  content,
  clock = systemClock,
  cacheTtlMs = DEFAULT_CACHE_TTL_MS,
}: ContentServiceDeps): ContentService {
  const cache = createReadCache({ clock, ttlMs: cacheTtlMs, maxEntries: CACHE_MAX_ENTRIES });
  const categorised = async () =>
    (await content.listPortfolio()).filter(isPublished).filter(hasKnownCategory);
  const published = async () =>
    (await content.listBlogPosts()).filter((post) => post.status === 'published').sort(newestFirst);

  return {
    portfolio(filter = 'all') {
      return cache.get(`portfolio:${filter}`, async () => {
        const projects = await categorised();
        const shown = filter === 'all' ? projects : projects.filter((project) => project.category === filter);
        return shown.map(toPortfolioItem);
      });
    },
    portfolioAll() {
      return cache.get('portfolio-all', async () => (await categorised()).map(toPortfolioProject));
    },
    testimonials() {
      return cache.get('testimonials', async () =>
        (await content.listTestimonials()).filter(isPublished).map(toTestimonial),
      );
    },
    showcaseProjects() {
      return cache.get('showcase', async () =>
        (await content.listShowcase()).filter(isPublished).map(toShowcaseProject),
      );
    },
    blogPosts() {
      return cache.get('blog-posts', async () => (await published()).map(toBlogPostSummary));
    },
    blogPost(slug) {
      // Sanitising a long post is the costliest step of a read; the cache spares it per view.
      return cache.get(`blog-post:${slug}`, async () => {
        const post = await content.findBlogPost(slug);
        return post && post.status === 'published' ? toBlogPost(post) : null;
      });
    },
    async saveBlogPost(record) {
      const clean = { ...record, content: sanitizeBlogHtml(record.content) };
      await content.putBlogPost(clean);
      cache.clear();
      return clean;
    },
    clear() {
      cache.clear();
    },
    mediaSvg(file) {
      return cache.get(`media:${file}`, () => renderMedia(file, content));
    },
    draftMediaSvg(file) {
      return renderMedia(file, content, { drafts: true });
    },
  };
}
