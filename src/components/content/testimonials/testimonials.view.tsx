import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import type { Testimonial } from '@contract/entities';
import { useNumberFormats } from '@src/i18n/number-formats';
import { contentTextProps, useContentTexts } from '@src/i18n/use-content-texts';
import { StarRating } from '../../star-rating/star-rating';
import { TestimonialsLoading } from './testimonials-loading.view';

export type TestimonialsState =
  | { status: 'loading' }
  /** A failed load is not shown (spec part 2 §8): the section keeps its heading only. */
  | { status: 'error' }
  | { status: 'ready'; testimonials: readonly Testimonial[] };

/** The testimonials: a spinner while they load, then each with its stars and 'N.0'. */
export function TestimonialsView({ state }: { state: TestimonialsState }) {
  const formats = useNumberFormats();
  const textsOf = useContentTexts();
  if (state.status === 'loading') return <TestimonialsLoading />;
  if (state.status === 'error') return null;
  return (
    <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
      {state.testimonials.map((testimonial) => {
        const texts = textsOf(testimonial, ['content', 'clientCompany']);
        return (
          // The figure is the card and its column: a figcaption must be the figure's own child.
          <Card key={testimonial.id} size="3" asChild>
            <Flex asChild direction="column" gap="3" height="100%">
              <figure className="testimonial-card">
                <Flex align="center" gap="2">
                  <StarRating rating={testimonial.rating} />
                  <Text weight="bold">{formats.rating(testimonial.rating)}</Text>
                </Flex>
                <blockquote>
                  <Text as="p" {...contentTextProps(texts.content)}>
                    {texts.content.text}
                  </Text>
                </blockquote>
                <Flex asChild align="center" gap="3" mt="auto">
                  <figcaption>
                    <img
                      src={testimonial.clientImage}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="testimonial-card__avatar"
                    />
                    <Flex direction="column">
                      <Text weight="bold">{testimonial.clientName}</Text>
                      <Text size="2" color="gray" {...contentTextProps(texts.clientCompany)}>
                        {texts.clientCompany.text}
                      </Text>
                    </Flex>
                  </figcaption>
                </Flex>
              </figure>
            </Flex>
          </Card>
        );
      })}
    </Grid>
  );
}
