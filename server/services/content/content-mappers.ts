/**
 * Records to wire entities (contract/entities.ts). Storage fields the page does not show (the grid
 * order) stay behind, and a blog body is sanitised again on its way out (decision 22).
 */
import type {
  BlogPost,
  BlogPostSummary,
  PortfolioItem,
  PortfolioProject,
  ShowcaseProject,
  Testimonial,
} from '@contract/entities';
import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from '@contract/catalogue';
import { sanitizeBlogHtml } from '@contract/blog-html';
import type { BlogPostRecord, PortfolioRecord, ShowcaseRecord, TestimonialRecord } from '../../store/records';

/** The record's translations when it has any (the public shapes carry them only then). */
const withTranslations = <T extends object>(translations: T | undefined): { translations?: T } =>
  translations && Object.keys(translations).length > 0 ? { translations } : {};

type PostTranslations = NonNullable<BlogPostRecord['translations']>;

/** Each language's texts without one field (a language left with nothing is dropped). */
const withoutField = (
  translations: PostTranslations | undefined,
  field: 'content',
): PostTranslations | undefined =>
  translations &&
  Object.fromEntries(
    Object.entries(translations).flatMap(([language, { [field]: _dropped, ...rest } = {}]) =>
      Object.keys(rest).length > 0 ? [[language, rest]] : [],
    ),
  );

/** A translated body is sanitised on its way out like the English one (decision 22). */
const sanitizedTranslations = (translations: PostTranslations | undefined): PostTranslations | undefined =>
  translations &&
  Object.fromEntries(
    Object.entries(translations).map(([language, texts = {}]) => [
      language,
      texts.content === undefined ? texts : { ...texts, content: sanitizeBlogHtml(texts.content) },
    ]),
  );

/** A portfolio record whose category is one of the four the site knows. */
export type CategorisedPortfolio = PortfolioRecord & { category: PortfolioCategory };

export const hasKnownCategory = (record: PortfolioRecord): record is CategorisedPortfolio =>
  (PORTFOLIO_CATEGORIES as readonly string[]).includes(record.category);

export const toPortfolioItem = (record: CategorisedPortfolio): PortfolioItem => ({
  id: record.id,
  imageUrl: record.imageUrl,
  description: record.description,
  title: record.title,
  metrics: [...record.metrics],
  category: record.category,
  ...withTranslations(record.translations),
});

export const toPortfolioProject = (record: CategorisedPortfolio): PortfolioProject => ({
  id: record.id,
  title: record.title,
  description: record.description,
  category: record.category,
  imageUrl: record.imageUrl,
  featured: record.featured,
  completedDate: record.completedDate,
  technologies: [...record.technologies],
  ...(record.liveUrl ? { liveUrl: record.liveUrl } : {}),
  ...withTranslations(record.translations),
});

export const toTestimonial = (record: TestimonialRecord): Testimonial => ({
  id: record.id,
  rating: record.rating,
  content: record.content,
  clientImage: record.clientImage,
  clientName: record.clientName,
  clientCompany: record.clientCompany,
  ...withTranslations(record.translations),
});

export const toShowcaseProject = (record: ShowcaseRecord): ShowcaseProject => ({
  id: record.id,
  companyName: record.companyName,
  websiteUrl: record.websiteUrl,
  packageType: record.packageType,
  ...(record.screenshot ? { screenshot: record.screenshot } : {}),
  ...withTranslations(record.translations),
});

export const toBlogPostSummary = (record: BlogPostRecord): BlogPostSummary => ({
  id: record.id,
  slug: record.slug,
  title: record.title,
  excerpt: record.excerpt,
  ...(record.featuredImage ? { featuredImage: record.featuredImage } : {}),
  tags: [...record.tags],
  status: record.status,
  createdAt: record.createdAt,
  seoScore: record.seoScore,
  // The list shows titles and excerpts only: the translated bodies stay for the post itself.
  ...withTranslations(withoutField(record.translations, 'content')),
});

export const toBlogPost = (record: BlogPostRecord): BlogPost => ({
  ...toBlogPostSummary(record),
  content: sanitizeBlogHtml(record.content),
  ...withTranslations(sanitizedTranslations(record.translations)),
});
