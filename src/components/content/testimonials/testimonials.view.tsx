import type { Testimonial } from '@contract/entities';
import { contentTextProps, useContentTexts } from '@src/i18n/use-content-texts';
import { TestimonialCards } from './testimonial-cards.view';
import { TestimonialsLoading } from './testimonials-loading.view';

export type TestimonialsState =
  | { status: 'loading' }
  /** A failed load is not shown (spec part 2 §8): the section keeps its heading only. */
  | { status: 'error' }
  | { status: 'ready'; testimonials: readonly Testimonial[] };

/** The testimonials: a spinner while they load, then each with its stars and 'N.0'. */
export function TestimonialsView({ state }: { state: TestimonialsState }) {
  const textsOf = useContentTexts();
  if (state.status === 'loading') return <TestimonialsLoading />;
  if (state.status === 'error') return null;
  return (
    <TestimonialCards
      cards={state.testimonials.map((testimonial) => {
        const { content, clientCompany } = textsOf(testimonial, ['content', 'clientCompany']);
        return {
          id: testimonial.id,
          rating: testimonial.rating,
          quote: { text: content.text, ...contentTextProps(content) },
          name: testimonial.clientName,
          byline: { text: clientCompany.text, ...contentTextProps(clientCompany) },
          avatar: testimonial.clientImage,
        };
      })}
    />
  );
}
