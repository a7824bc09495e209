/**
 * The testimonials, whose code loads after the first paint; the server renders them in the home
 * page's HTML with the stored testimonials (server-island.tsx), so a new one is there at once
 * (issue 20). Rendered in the browser, the spinner shows until the code arrives.
 */
import { serverIsland } from '@src/components/deferred/server-island';
import { TestimonialsLoading } from '@src/components/content/testimonials/testimonials-loading.view';

export const { Island: DeferredTestimonials, preload: loadTestimonials } = serverIsland(
  () => import('../home-islands').then((module) => module.Testimonials),
  TestimonialsLoading,
  { themed: false },
);
