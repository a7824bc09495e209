import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_PLANS, formatUsd, type WebsitePackage } from '@contract/catalogue';
import { dispatchPageEvent } from '@src/app/page-events';
import type { Messages } from '@src/i18n/messages';

type FeatureKey = `catalogue.features.${keyof Messages['catalogue']['features']}`;

/**
 * One package of the catalogue: price, what is included, and its button. The competitor price and
 * the saving are the comparison table's, just above the cards: said once on the page.
 */
export function PackageCard({ pkg }: { pkg: WebsitePackage }) {
  const { t } = useTranslation();
  const included = [
    pkg.pages === null ? t('catalogue.unlimitedPages') : t('catalogue.pages', { count: pkg.pages }),
    t('catalogue.delivery', { hours: pkg.deliveryHours }),
    t(`catalogue.support.${pkg.support}`),
    ...pkg.features.map((feature) => t(`catalogue.features.${feature}` as FeatureKey)),
  ];
  const headingId = `package-${pkg.id}-title`;
  return (
    <Card size="3" className={pkg.popular ? 'package-card package-card--popular' : 'package-card'} asChild>
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="3" height="100%">
          {/* The flag's line is kept on every card, so prices and lists line up across the row. */}
          <div className="package-card__flag">
            {pkg.popular ? (
              <Badge color="amber" variant="solid" radius="full">
                {t('catalogue.mostPopular')}
              </Badge>
            ) : null}
          </div>
          <Heading as="h3" size="5" id={headingId}>
            {pkg.name}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t(`catalogue.packages.${pkg.id}`)}
          </Text>
          <Text as="p" size="8" weight="bold" className="package-card__price">
            {formatUsd(pkg.price)}
          </Text>
          <ul className="check-list site-phrases">
            {included.map((line) => (
              <li key={line}>
                <Text size="2">{line}</Text>
              </li>
            ))}
          </ul>
          <Text as="p" size="2" color="gray" mt="auto">
            {t('catalogue.maintenance', { amount: formatUsd(MAINTENANCE_PLANS[pkg.id].monthly) })}
          </Text>
          <Button
            size="3"
            variant={pkg.popular ? 'solid' : 'outline'}
            onClick={() =>
              dispatchPageEvent('openQuickOnboarding', { packageType: pkg.id, packagePrice: pkg.price })
            }
          >
            {t('home.pricing.choose', { name: pkg.name })}
          </Button>
        </Flex>
      </article>
    </Card>
  );
}
