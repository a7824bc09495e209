/**
 * Public content calls (spec part 2 §7): portfolio, testimonials, showcase sites and the blog, and
 * the generated images at `/media/<kind>-<id>.svg` that the seeded records point at.
 */
import { createHash } from 'node:crypto';
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import { notFound } from '../http/errors';
import type { ContentService } from '../services/content';

export interface ContentRouteDeps {
  bind: Bind;
  content: ContentService;
}

/** Images are keyed by record id and redrawn only if a record changes, which demo content rarely does. */
const MEDIA_CACHE = 'public, max-age=2592000';
/** An SVG opened on its own is a document: it may draw, never run or load anything. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export function mountContentRoutes(router: Router, { bind, content }: ContentRouteDeps): void {
  bind(router, routes.portfolio, ({ query }) => content.portfolio(query.category));
  bind(router, routes.portfolioAll, () => content.portfolioAll());
  bind(router, routes.testimonials, () => content.testimonials());
  bind(router, routes.showcaseProjects, () => content.showcaseProjects());
  bind(router, routes.blogPosts, () => content.blogPosts());
  bind(router, routes.blogPost, async ({ params }) => {
    const post = await content.blogPost(params.slug);
    if (!post) throw notFound('Blog post not found');
    return post;
  });

  router.get('/media/:file', async (ctx) => {
    const svg = await content.mediaSvg(ctx.params.file ?? '');
    if (svg === null) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    ctx.status = 200;
    ctx.set('Cache-Control', MEDIA_CACHE);
    ctx.set('Content-Security-Policy', MEDIA_CSP);
    ctx.etag = createHash('sha1').update(svg).digest('base64url');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'image/svg+xml';
    ctx.body = svg;
  });
}
