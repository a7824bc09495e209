/**
 * Public content (spec part 2 §7): portfolio, testimonials, showcase sites and the blog.
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import { PORTFOLIO_CATEGORIES } from '../catalogue';
import {
  blogPostSchema,
  blogPostSummarySchema,
  portfolioItemSchema,
  portfolioProjectSchema,
  showcaseProjectSchema,
  testimonialSchema,
} from '../entities';
import { slugSchema } from '../fields';

/** The home grid's filter tabs: every category, or 'all' (the default when absent). */
export const PORTFOLIO_FILTERS = ['all', ...PORTFOLIO_CATEGORIES] as const;
export const portfolioFilterSchema = z.enum(PORTFOLIO_FILTERS);
export type PortfolioFilter = z.infer<typeof portfolioFilterSchema>;

export const portfolioQuerySchema = z.object({
  category: portfolioFilterSchema.optional(),
});
export type PortfolioQuery = z.input<typeof portfolioQuerySchema>;
export const portfolioResponseSchema = z.array(portfolioItemSchema);
export const portfolioAllResponseSchema = z.array(portfolioProjectSchema);

export const testimonialsResponseSchema = z.array(testimonialSchema);
export const showcaseProjectsResponseSchema = z.array(showcaseProjectSchema);

/** Published posts only, newest first, without their bodies. */
export const blogPostsResponseSchema = z.array(blogPostSummarySchema);
export const blogPostParamsSchema = z.object({ slug: slugSchema });
/** One published post; a draft or an unknown slug answers 404. */
export const blogPostResponseSchema = blogPostSchema;

export const contentRoutes = {
  portfolio: defineRoute({
    method: 'GET',
    path: '/api/portfolio',
    access: 'public',
    query: portfolioQuerySchema,
    response: portfolioResponseSchema,
  }),
  portfolioAll: defineRoute({
    method: 'GET',
    path: '/api/portfolio/all',
    access: 'public',
    response: portfolioAllResponseSchema,
  }),
  testimonials: defineRoute({
    method: 'GET',
    path: '/api/testimonials',
    access: 'public',
    response: testimonialsResponseSchema,
  }),
  showcaseProjects: defineRoute({
    method: 'GET',
    path: '/api/showcase-projects',
    access: 'public',
    response: showcaseProjectsResponseSchema,
  }),
  blogPosts: defineRoute({
    method: 'GET',
    path: '/api/blog-posts',
    access: 'public',
    response: blogPostsResponseSchema,
  }),
  blogPost: defineRoute({
    method: 'GET',
    path: '/api/blog-posts/:slug',
    access: 'public',
    params: blogPostParamsSchema,
    response: blogPostResponseSchema,
  }),
};
