/** The testimonials load after the first paint; until then their spinner shows. */
import { deferred } from '../../../components/deferred/deferred';
import { TestimonialsLoading } from './testimonials-loading.view';

export const DeferredTestimonials = deferred(
  () => import('../home-islands').then((module) => module.Testimonials),
  TestimonialsLoading,
);
