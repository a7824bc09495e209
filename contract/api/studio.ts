/**
 * The content studio's calls (issue 20): the admin writes blog posts, portfolio projects, showcase
 * sites and testimonials. Admin token only. Bodies are the spec's entities with `status` and
 * `translations`; plain text fields refuse markup (they are shown as text, and a tag in one is a
 * mistake or an attack), a post's content is HTML that the server reduces to the blog allow-list.
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import {
  blogPostSchema,
  contentStatusSchema,
  portfolioProjectSchema,
  showcaseProjectSchema,
  testimonialSchema,
} from '../entities';
import {
  TEXT_MAX,
  httpUrlSchema,
  idSchema,
  isoDateSchema,
  packageIdSchema,
  percentScoreSchema,
  portfolioCategorySchema,
  siteUrlSchema,
  slugSchema,
  successSchema,
} from '../fields';
import {
  translationLanguageSchema,
  type TRANSLATED_FIELDS,
  type TRANSLATED_LISTS,
  type TranslatedKind,
} from '../translations';

/** Anything that reads as an HTML tag or comment: `<b`, `</p`, `<!--`, `<script`. */
const MARKUP = /<\s*[a-z!/?]/i;
export const NO_MARKUP_MESSAGE = 'Must not contain HTML tags';
export const hasMarkup = (text: string): boolean => MARKUP.test(text);

/** A text shown as text: trimmed, required, without markup. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max)
    .refine((text) => !hasMarkup(text), NO_MARKUP_MESSAGE);

/** A list of short plain texts (tags, technologies, metrics). */
export const plainListSchema = z.array(plainText(TEXT_MAX.listItem)).max(TEXT_MAX.listItems);

/** The post body: HTML, sanitised by the server; an empty body is refused. */
export const postContentSchema = z.string().trim().min(1, 'Required').max(TEXT_MAX.blogContent);

/**
 * `translations` of a kind: each of the nine languages optional, each with some of the kind's fields
 * (`TRANSLATED_FIELDS`), each field checked like its English one; a field not sent has no translation.
 */
function translationsOf<S extends Record<string, z.ZodType<string> | z.ZodType<string[]>>>(fields: S) {
  const shape = {} as { [K in keyof S]: z.ZodOptional<S[K]> };
  for (const key of Object.keys(fields) as (keyof S)[]) {
    shape[key] = (fields[key] as S[keyof S]).optional() as z.ZodOptional<S[keyof S]>;
  }
  return z.partialRecord(translationLanguageSchema, z.strictObject(shape));
}

/**
 * The translated fields of a kind, each with its schema: the compiler keeps them to TRANSLATED_FIELDS
 * (texts) and TRANSLATED_LISTS (lists, each checked like its English list).
 */
type FieldsOf<K extends TranslatedKind> = Record<(typeof TRANSLATED_FIELDS)[K][number], z.ZodType<string>> &
  Record<(typeof TRANSLATED_LISTS)[K][number], z.ZodType<string[]>>;

const fields = {
  title: plainText(TEXT_MAX.shortText),
  excerpt: plainText(TEXT_MAX.longText),
  description: plainText(TEXT_MAX.longText),
  companyName: plainText(TEXT_MAX.companyName),
  testimonial: plainText(TEXT_MAX.longText),
  clientName: plainText(TEXT_MAX.fullName),
};

export const blogPostTranslationsSchema = translationsOf({
  title: fields.title,
  excerpt: fields.excerpt,
  content: postContentSchema,
  tags: plainListSchema,
} satisfies FieldsOf<'blogPost'>);
export const portfolioTranslationsSchema = translationsOf({
  title: fields.title,
  description: fields.description,
} satisfies FieldsOf<'portfolio'>);
export const showcaseTranslationsSchema = translationsOf({
  companyName: fields.companyName,
} satisfies FieldsOf<'showcase'>);
export const testimonialTranslationsSchema = translationsOf({
  content: fields.testimonial,
  clientCompany: fields.companyName,
} satisfies FieldsOf<'testimonial'>);

// ── Blog posts ────────────────────────────────────────────────────────────────────────────────

/** A new post; without a slug the server makes one of the title. New posts are drafts unless said. */
export const createBlogPostBodySchema = z.strictObject({
  title: fields.title,
  slug: slugSchema.optional(),
  excerpt: fields.excerpt,
  content: postContentSchema,
  featuredImage: siteUrlSchema.optional(),
  tags: plainListSchema.default([]),
  status: contentStatusSchema.default('draft'),
  translations: blogPostTranslationsSchema.optional(),
});
export type CreateBlogPostBody = z.input<typeof createBlogPostBodySchema>;
export type CreateBlogPost = z.output<typeof createBlogPostBodySchema>;

/** Any of the fields; `featuredImage: null` removes the image. */
export const updateBlogPostBodySchema = z.strictObject({
  title: fields.title.optional(),
  slug: slugSchema.optional(),
  excerpt: fields.excerpt.optional(),
  content: postContentSchema.optional(),
  featuredImage: siteUrlSchema.nullable().optional(),
  tags: plainListSchema.optional(),
  status: contentStatusSchema.optional(),
  translations: blogPostTranslationsSchema.optional(),
});
export type UpdateBlogPostBody = z.input<typeof updateBlogPostBodySchema>;
export type UpdateBlogPost = z.output<typeof updateBlogPostBodySchema>;

/** A failing rule of the SEO score: `rule` names it for the editor's own text, `points` it costs. */
export const seoFindingSchema = z.object({
  rule: z.string().max(TEXT_MAX.shortText),
  issue: z.string().max(TEXT_MAX.shortText),
  description: z.string().max(TEXT_MAX.longText),
  points: percentScoreSchema,
});
export type SeoFinding = z.infer<typeof seoFindingSchema>;

/** A post as the studio sees it: drafts too, with what keeps its SEO score below 100. */
export const studioBlogPostSchema = blogPostSchema.extend({
  translations: blogPostTranslationsSchema.optional(),
  seoFindings: z.array(seoFindingSchema),
  /**
   * A draft's drawn picture at an address its preview can load: the public `featuredImage` answers
   * 404 until the post is published, and an image request carries no admin token, so the server
   * signs this one for half a day (`?expires=…&preview=…`). Never stored or sent back.
   */
  previewImage: z.string().optional(),
});
export type StudioBlogPost = z.infer<typeof studioBlogPostSchema>;

// ── Portfolio projects ────────────────────────────────────────────────────────────────────────

export const createPortfolioBodySchema = z.strictObject({
  title: fields.title,
  description: fields.description,
  category: portfolioCategorySchema,
  imageUrl: siteUrlSchema,
  featured: z.boolean().default(false),
  completedDate: isoDateSchema,
  technologies: plainListSchema.default([]),
  liveUrl: httpUrlSchema.optional(),
  /** The home card's figures ("+40% leads"). */
  metrics: plainListSchema.default([]),
  status: contentStatusSchema.default('draft'),
  translations: portfolioTranslationsSchema.optional(),
});
export type CreatePortfolioBody = z.input<typeof createPortfolioBodySchema>;
export type CreatePortfolio = z.output<typeof createPortfolioBodySchema>;

export const updatePortfolioBodySchema = z.strictObject({
  title: fields.title.optional(),
  description: fields.description.optional(),
  category: portfolioCategorySchema.optional(),
  imageUrl: siteUrlSchema.optional(),
  featured: z.boolean().optional(),
  completedDate: isoDateSchema.optional(),
  technologies: plainListSchema.optional(),
  /** null removes the link ("Private/Internal Project"). */
  liveUrl: httpUrlSchema.nullable().optional(),
  metrics: plainListSchema.optional(),
  status: contentStatusSchema.optional(),
  translations: portfolioTranslationsSchema.optional(),
});
export type UpdatePortfolioBody = z.input<typeof updatePortfolioBodySchema>;
export type UpdatePortfolio = z.output<typeof updatePortfolioBodySchema>;

/** A project as the studio sees it: any stored category, its metrics, grid position and status. */
export const studioPortfolioSchema = portfolioProjectSchema.extend({
  category: z.string().max(TEXT_MAX.shortText),
  metrics: z.array(z.string().max(TEXT_MAX.listItem)),
  order: z.number().int(),
  status: contentStatusSchema,
  translations: portfolioTranslationsSchema.optional(),
});
export type StudioPortfolio = z.infer<typeof studioPortfolioSchema>;

// ── Showcase sites ────────────────────────────────────────────────────────────────────────────

export const createShowcaseBodySchema = z.strictObject({
  companyName: fields.companyName,
  websiteUrl: httpUrlSchema,
  packageType: packageIdSchema,
  screenshot: siteUrlSchema.optional(),
  status: contentStatusSchema.default('draft'),
  translations: showcaseTranslationsSchema.optional(),
});
export type CreateShowcaseBody = z.input<typeof createShowcaseBodySchema>;
export type CreateShowcase = z.output<typeof createShowcaseBodySchema>;

export const updateShowcaseBodySchema = z.strictObject({
  companyName: fields.companyName.optional(),
  websiteUrl: httpUrlSchema.optional(),
  packageType: packageIdSchema.optional(),
  screenshot: siteUrlSchema.nullable().optional(),
  status: contentStatusSchema.optional(),
  translations: showcaseTranslationsSchema.optional(),
});
export type UpdateShowcaseBody = z.input<typeof updateShowcaseBodySchema>;
export type UpdateShowcase = z.output<typeof updateShowcaseBodySchema>;

export const studioShowcaseSchema = showcaseProjectSchema.extend({
  status: contentStatusSchema,
  translations: showcaseTranslationsSchema.optional(),
});
export type StudioShowcase = z.infer<typeof studioShowcaseSchema>;

// ── Testimonials ──────────────────────────────────────────────────────────────────────────────

export const ratingSchema = z.number().int().min(1).max(5);

export const createTestimonialBodySchema = z.strictObject({
  clientName: fields.clientName,
  clientCompany: fields.companyName,
  rating: ratingSchema,
  content: fields.testimonial,
  clientImage: siteUrlSchema,
  status: contentStatusSchema.default('draft'),
  translations: testimonialTranslationsSchema.optional(),
});
export type CreateTestimonialBody = z.input<typeof createTestimonialBodySchema>;
export type CreateTestimonial = z.output<typeof createTestimonialBodySchema>;

export const updateTestimonialBodySchema = z.strictObject({
  clientName: fields.clientName.optional(),
  clientCompany: fields.companyName.optional(),
  rating: ratingSchema.optional(),
  content: fields.testimonial.optional(),
  clientImage: siteUrlSchema.optional(),
  status: contentStatusSchema.optional(),
  translations: testimonialTranslationsSchema.optional(),
});
export type UpdateTestimonialBody = z.input<typeof updateTestimonialBodySchema>;
export type UpdateTestimonial = z.output<typeof updateTestimonialBodySchema>;

export const studioTestimonialSchema = testimonialSchema.extend({
  status: contentStatusSchema,
  translations: testimonialTranslationsSchema.optional(),
});
export type StudioTestimonial = z.infer<typeof studioTestimonialSchema>;

// ── Uploads ───────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /api/admin/uploads`: one image as multipart/form-data field `file` (at most 10 MB and 40
 * megapixels). Not in the route table: its body is not JSON. The answer names the stored variants;
 * `url` is the widest JPEG (every browser shows it), for `src` and the fields that take one URL.
 */
export const UPLOADS_PATH = '/api/admin/uploads';
export const UPLOAD_FIELD = 'file';
export const uploadVariantSchema = z.object({
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: siteUrlSchema,
});
export type UploadVariant = z.infer<typeof uploadVariantSchema>;
export const uploadResponseSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{16,64}$/),
  url: siteUrlSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(uploadVariantSchema),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** `:id` of a piece of content. */
export const contentIdParamsSchema = z.object({ id: idSchema });

export const studioRoutes = {
  studioBlogPosts: defineRoute({
    method: 'GET',
    path: '/api/admin/blog-posts',
    access: 'admin',
    response: z.array(studioBlogPostSchema),
  }),
  studioCreateBlogPost: defineRoute({
    method: 'POST',
    path: '/api/admin/blog-posts',
    access: 'admin',
    body: createBlogPostBodySchema,
    response: studioBlogPostSchema,
  }),
  studioUpdateBlogPost: defineRoute({
    method: 'PATCH',
    path: '/api/admin/blog-posts/:id',
    access: 'admin',
    params: contentIdParamsSchema,
    body: updateBlogPostBodySchema,
    response: studioBlogPostSchema,
  }),
  studioDeleteBlogPost: defineRoute({
    method: 'DELETE',
    path: '/api/admin/blog-posts/:id',
    access: 'admin',
    params: contentIdParamsSchema,
    response: successSchema,
  }),
  studioPortfolio: defineRoute({
    method: 'GET',
    path: '/api/admin/portfolio',
    access: 'admin',
    response: z.array(studioPortfolioSchema),
  }),
  studioCreatePortfolio: defineRoute({
    method: 'POST',
    path: '/api/admin/portfolio',
    access: 'admin',
    body: createPortfolioBodySchema,
    response: studioPortfolioSchema,
  }),
  studioUpdatePortfolio: defineRoute({
    method: 'PATCH',
    path: '/api/admin/portfolio/:id',
    access: 'admin',
    params: contentIdParamsSchema,
    body: updatePortfolioBodySchema,
    response: studioPortfolioSchema,
  }),
  studioDeletePortfolio: defineRoute({
    method: 'DELETE',
    path: '/api/admin/portfolio/:id',
    access: 'admin',
    params: contentIdParamsSchema,
    response: successSchema,
  }),
  studioShowcase: defineRoute({
    method: 'GET',
    path: '/api/admin/showcase-projects',
    access: 'admin',
    response: z.array(studioShowcaseSchema),
  }),
  studioCreateShowcase: defineRoute({
    method: 'POST',
    path: '/api/admin/showcase-projects',
    access: 'admin',
    body: createShowcaseBodySchema,
    response: studioShowcaseSchema,
  }),
  studioUpdateShowcase: defineRoute({
    method: 'PATCH',
    path: '/api/admin/showcase-projects/:id',
    access: 'admin',
    params: contentIdParamsSchema,
    body: updateShowcaseBodySchema,
    response: studioShowcaseSchema,
  }),
  studioDeleteShowcase: defineRoute({
    method: 'DELETE',
    path: '/api/admin/showcase-projects/:id',
    access: 'admin',
    params: contentIdParamsSchema,
    response: successSchema,
  }),
  studioTestimonials: defineRoute({
    method: 'GET',
    path: '/api/admin/testimonials',
    access: 'admin',
    response: z.array(studioTestimonialSchema),
  }),
  studioCreateTestimonial: defineRoute({
    method: 'POST',
    path: '/api/admin/testimonials',
    access: 'admin',
    body: createTestimonialBodySchema,
    response: studioTestimonialSchema,
  }),
  studioUpdateTestimonial: defineRoute({
    method: 'PATCH',
    path: '/api/admin/testimonials/:id',
    access: 'admin',
    params: contentIdParamsSchema,
    body: updateTestimonialBodySchema,
    response: studioTestimonialSchema,
  }),
  studioDeleteTestimonial: defineRoute({
    method: 'DELETE',
    path: '/api/admin/testimonials/:id',
    access: 'admin',
    params: contentIdParamsSchema,
    response: successSchema,
  }),
};
