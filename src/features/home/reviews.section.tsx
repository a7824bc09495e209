import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MARKETING, PACKAGES, SAMPLE_REVIEWS } from '@contract/catalogue';
import { HomeSection } from './home-section';
import { TestimonialCards } from '@src/components/content/testimonials/testimonial-cards.view';
import { useNumberFormats } from '@src/i18n/number-formats';
import { StarRating } from '@src/components/star-rating/star-rating';

/**
 * Section 9: the static trust block, the overall rating and the product's fixed sample reviews, in
 * the testimonials' own cards (each with its package and delivery time).
 */
export function ReviewsSection() {
  const { t } = useTranslation();
  const formats = useNumberFormats();
  return (
    <HomeSection
      id="reviews"
      title={t('home.reviews.title')}
      subtitle={
        <Flex as="span" direction="column" align="center" gap="2">
          <StarRating rating={MARKETING.rating} />
          {t('home.reviews.summary', {
            rating: formats.rating(MARKETING.rating),
            count: formats.count(MARKETING.reviewCount),
          })}
        </Flex>
      }
    >
      <TestimonialCards
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
    </HomeSection>
  );
}
