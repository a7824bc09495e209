import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MARKETING, PACKAGES, SAMPLE_REVIEWS } from '@contract/catalogue';
import { HomeSection } from './home-section';
import { TestimonialCards } from '@src/components/content/testimonials/testimonial-cards.view';
import { useNumberFormats } from '@src/i18n/number-formats';
import { StarRating } from '@src/components/star-rating/star-rating';

/**
 * Section 9: the static trust block. It stands right before the testimonials (section 10), so it
 * must not read as a first copy of them: a tinted band, the overall rating as a scorecard, and
 * beside it the product's fixed sample reviews stacked, each leading with its project's facts
 * (package, delivery time); the testimonials' own cards, laid out as a stack.
 */
export function ReviewsSection() {
  const { t } = useTranslation();
  const formats = useNumberFormats();
  const rating = formats.rating(MARKETING.rating);
  return (
    <HomeSection id="reviews" title={t('home.reviews.title')} tone="tinted">
      <Grid columns={{ initial: '1', md: '5fr 7fr' }} gap={{ initial: '4', md: '6' }}>
        <Card size={{ initial: '3', md: '4' }} className="reviews-scorecard">
          <Flex direction="column" align="center" justify="center" gap="3" height="100%">
            {/* The figure is read out once, by the stars' label and the sentence under it. */}
            <Text aria-hidden className="reviews-scorecard__rating">
              {rating}
            </Text>
            <StarRating rating={MARKETING.rating} />
            <Text as="p" size="4" color="gray" align="center">
              {t('home.reviews.summary', { rating, count: formats.count(MARKETING.reviewCount) })}
            </Text>
          </Flex>
        </Card>
        <TestimonialCards
          layout="stack"
          cards={SAMPLE_REVIEWS.map((review) => ({
            id: review.id,
            rating: review.rating,
            quote: { text: t(`home.reviews.${review.id}.content`) },
            name: review.name,
            byline: {
              text: t('home.reviews.roleAt', {
                role: t(`home.reviews.${review.id}.role`),
                company: review.company,
              }),
            },
            badges: [
              {
                label: t('catalogue.packageName', { name: PACKAGES[review.projectType].name }),
                color: 'indigo',
              },
              { label: t('home.reviews.delivered', { hours: review.deliveryHours }), color: 'green' },
            ],
          }))}
        />
      </Grid>
    </HomeSection>
  );
}
