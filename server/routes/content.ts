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
import type { MediaPreviews } from '../services/content/media-previews';

export interface ContentRouteDeps {
  bind: Bind;
  content: ContentService;
  previews: MediaPreviews;
}

/** Images are keyed by record id and redrawn only if a record changes, which demo content rarely does. */
const MEDIA_CACHE = 'public, max-age=2592000';
/** A signed preview may show a draft that changes at every save: the admin's browser alone keeps it, briefly. */
const PREVIEW_CACHE = 'private, no-cache';
/** An SVG opened on its own is a document: it may draw, never run or load anything. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export function mountContentRoutes(router: Router, { bind, content, previews }: ContentRouteDeps): void {
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
    const file = ctx.params.file ?? '';
    const { preview: sig, expires } = ctx.query;
    // The studio's address for a draft's picture; a wrong or expired signature is the public's 404,
    // not a hint.
    const preview =
      typeof sig === 'string' && typeof expires === 'string' && (await previews.verify(file, expires, sig));
    const svg = preview ? await content.draftMediaSvg(file) : await content.mediaSvg(file);
    if (svg === null) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    ctx.status = 200;
    ctx.set('Cache-Control', preview ? PREVIEW_CACHE : MEDIA_CACHE);
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
