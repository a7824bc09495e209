import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@src/api/route-query';
import { TestimonialsView, type TestimonialsState } from '@src/components/content/testimonials/testimonials.view';

/** The testimonials, read when the section loads (spec part 2 §7). */
export function Testimonials() {
  const query = useQuery(routeQuery('testimonials'));
  const state: TestimonialsState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'error' }
      : { status: 'ready', testimonials: query.data };
  return <TestimonialsView state={state} />;
}
