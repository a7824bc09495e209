import { Container, Heading, Section } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { TestimonialCards } from '@src/components/content/testimonials/testimonial-cards.view';

const TESTIMONIALS = ['first', 'second', 'third'] as const;

/** Three clients in their own words, in the testimonials' cards (a quotation mark where they have no rating). */
export function LandingTestimonials() {
  const { t } = useTranslation();
  return (
    <Section size="2" px="4">
      <Container size="4">
        <Heading as="h2" size="7" mb="5">
          {t('landing.testimonials.title')}
        </Heading>
        <TestimonialCards
          cards={TESTIMONIALS.map((key) => ({
            id: key,
            quote: { text: t(`landing.testimonials.${key}.quote`) },
            name: t(`landing.testimonials.${key}.name`),
            byline: { text: t(`landing.testimonials.${key}.business`) },
          }))}
        />
      </Container>
    </Section>
  );
}
