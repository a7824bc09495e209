import { Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const TESTIMONIALS = ['first', 'second', 'third'] as const;

/** Three clients in their own words. */
export function LandingTestimonials() {
  const { t } = useTranslation();
  return (
    <Section size="2" px="4">
      <Container size="4">
        <Heading as="h2" size="7" mb="5">
          {t('landing.testimonials.title')}
        </Heading>
        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          {TESTIMONIALS.map((key) => (
            // The figure is the card and its column: a figcaption must be the figure's own child.
            <Card key={key} size="3" asChild>
              <Flex asChild direction="column" gap="3">
                <figure style={{ margin: 0 }}>
                  <Quote size={24} aria-hidden color="var(--accent-9)" />
                  <Text as="p" size="3" asChild>
                    <blockquote style={{ margin: 0 }}>{t(`landing.testimonials.${key}.quote`)}</blockquote>
                  </Text>
                  <Flex asChild direction="column" mt="auto">
                    <figcaption>
                      <Text weight="bold">{t(`landing.testimonials.${key}.name`)}</Text>
                      <Text size="2" color="gray">
                        {t(`landing.testimonials.${key}.business`)}
                      </Text>
                    </figcaption>
                  </Flex>
                </figure>
              </Flex>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
