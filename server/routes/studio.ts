/**
 * The content studio's calls (issue 20): blog posts, portfolio projects, showcase sites and
 * testimonials, listed with drafts, created, changed and deleted by the admin.
 */
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import type { StudioService } from '../services/studio';

const created = { status: 201 } as const;

export function mountStudioRoutes(router: Router, bind: Bind, studio: StudioService): void {
  bind(router, routes.studioBlogPosts, () => studio.blogPosts());
  bind(router, routes.studioCreateBlogPost, ({ body }) => studio.createBlogPost(body), created);
  bind(router, routes.studioUpdateBlogPost, ({ params, body }) => studio.updateBlogPost(params.id, body));
  bind(router, routes.studioDeleteBlogPost, ({ params }) => studio.deleteBlogPost(params.id));

  bind(router, routes.studioPortfolio, () => studio.portfolio());
  bind(router, routes.studioCreatePortfolio, ({ body }) => studio.createPortfolio(body), created);
  bind(router, routes.studioUpdatePortfolio, ({ params, body }) => studio.updatePortfolio(params.id, body));
  bind(router, routes.studioDeletePortfolio, ({ params }) => studio.deletePortfolio(params.id));

  bind(router, routes.studioShowcase, () => studio.showcase());
  bind(router, routes.studioCreateShowcase, ({ body }) => studio.createShowcase(body), created);
  bind(router, routes.studioUpdateShowcase, ({ params, body }) => studio.updateShowcase(params.id, body));
  bind(router, routes.studioDeleteShowcase, ({ params }) => studio.deleteShowcase(params.id));

  bind(router, routes.studioTestimonials, () => studio.testimonials());
  bind(router, routes.studioCreateTestimonial, ({ body }) => studio.createTestimonial(body), created);
  bind(router, routes.studioUpdateTestimonial, ({ params, body }) =>
    studio.updateTestimonial(params.id, body),
  );
  bind(router, routes.studioDeleteTestimonial, ({ params }) => studio.deleteTestimonial(params.id));
}
