/**
 * The public content rules: the home grid's category filter, the full portfolio, testimonials,
 * showcase sites and the blog (published posts only, newest first; drafts are invisible).
 */
import type { PortfolioFilter } from '../../../contract/api/content';
import type {
  BlogPost,
  BlogPostSummary,
  PortfolioItem,
  PortfolioProject,
  ShowcaseProject,
  Testimonial,
} from '../../../contract/entities';
import { sanitizeBlogHtml } from '../../lib/sanitize-html';
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
  /** The generated image for a `/media/<kind>-<id>.svg` file name; null when there is none. */
  mediaSvg(file: string): Promise<string | null>;
}

export interface ContentServiceDeps {
  content: ContentRepo;
}

export function createContentService({ content }: ContentServiceDeps): ContentService {
  const categorised = async () => (await content.listPortfolio()).filter(hasKnownCategory);
  const published = async () =>
    (await content.listBlogPosts()).filter((post) => post.status === 'published').sort(newestFirst);

  return {
    async portfolio(filter = 'all') {
      const projects = await categorised();
      const shown = filter === 'all' ? projects : projects.filter((project) => project.category === filter);
      return shown.map(toPortfolioItem);
    },
    async portfolioAll() {
      return (await categorised()).map(toPortfolioProject);
    },
    async testimonials() {
      return (await content.listTestimonials()).map(toTestimonial);
    },
    async showcaseProjects() {
      return (await content.listShowcase()).map(toShowcaseProject);
    },
    async blogPosts() {
      return (await published()).map(toBlogPostSummary);
    },
    async blogPost(slug) {
      const post = await content.findBlogPost(slug);
      return post && post.status === 'published' ? toBlogPost(post) : null;
    },
    async saveBlogPost(record) {
      const clean = { ...record, content: sanitizeBlogHtml(record.content) };
      await content.putBlogPost(clean);
      return clean;
    },
    mediaSvg(file) {
      return renderMedia(file, content);
    },
  };
}
