import { Badge, Card, Flex, Grid, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MARKETING, PACKAGES, SAMPLE_REVIEWS } from '@contract/catalogue';
import { HomeSection } from './home-section';
import { useNumberFormats } from '@src/i18n/number-formats';
import { StarRating } from '@src/components/star-rating/star-rating';

/** Section 9: the static trust block, the overall rating and the product's fixed sample reviews. */
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
      <Grid columns={{ initial: '1', md: '3' }} gap="4">
        {SAMPLE_REVIEWS.map((review) => (
          // The figure is the card and its column: a figcaption must be the figure's own child.
          <Card key={review.id} size="3" asChild>
            <Flex asChild direction="column" gap="3">
              <figure className="review-card">
                <StarRating rating={review.rating} />
                <blockquote>
                  <Text as="p" size="3">
                    {t(`home.reviews.${review.id}.content`)}
                  </Text>
                </blockquote>
                <Flex asChild direction="column" gap="1" mt="auto">
                  <figcaption>
                    <Text weight="bold">{review.name}</Text>
                    <Text size="2" color="gray">
                      {t('home.reviews.roleAt', {
                        role: t(`home.reviews.${review.id}.role`),
                        company: review.company,
                      })}
                    </Text>
                    <Flex gap="2" wrap="wrap" mt="1">
                      <Badge color="indigo" variant="soft" size="2">
                        {t('catalogue.packageName', { name: PACKAGES[review.projectType].name })}
                      </Badge>
                      <Badge color="green" variant="soft" size="2">
                        {t('home.reviews.delivered', { hours: review.deliveryHours })}
                      </Badge>
                    </Flex>
                  </figcaption>
                </Flex>
              </figure>
            </Flex>
          </Card>
        ))}
      </Grid>
    </HomeSection>
  );
}
