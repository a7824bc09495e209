import { Check } from 'lucide-react';
import { Badge, Box, Button, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  MAINTENANCE_PLANS,
  formatUsd,
  packageSavings,
  type PackageId,
  type WebsitePackage,
} from '@contract/catalogue';
import type { Messages } from '@src/i18n/messages';

type FeatureKey = keyof Messages['catalogue']['features'];

interface PackageCardProps {
  pkg: WebsitePackage;
  onChoose: (packageId: PackageId) => void;
}

/** One package of the modal: price against the competitors', what it includes, the choice. */
export function PackageCard({ pkg, onChoose }: PackageCardProps) {
  const { t } = useTranslation();
  const headingId = `package-${pkg.id}-name`;
  return (
    <Card
      size={{ initial: '2', sm: '3' }}
      variant={pkg.popular ? 'classic' : 'surface'}
      aria-labelledby={headingId}
      asChild
      style={pkg.popular ? { boxShadow: '0 0 0 2px var(--accent-9)' } : undefined}
    >
      <article>
        <Flex direction="column" gap="3" height="100%">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Heading as="h3" size="5" id={headingId}>
              {pkg.name}
            </Heading>
            {pkg.popular && (
              <Badge color="indigo" variant="solid" radius="full">
                {t('catalogue.mostPopular')}
              </Badge>
            )}
          </Flex>
          <Box>
            <Flex align="baseline" gap="2" wrap="wrap">
              <Text size="8" weight="bold">
                {formatUsd(pkg.price)}
              </Text>
              <Text size="2" color="gray">
                {t('catalogue.oneTime')}
              </Text>
            </Flex>
            <Text as="p" size="2" color="gray">
              {t('catalogue.competitorPrice', { amount: formatUsd(pkg.competitorPrice) })}
            </Text>
            <Badge color="green" size="2" mt="2">
              {t('catalogue.savings', { amount: formatUsd(packageSavings(pkg.id)) })}
            </Badge>
          </Box>
          <Text as="p" size="2">
            {t(`catalogue.packages.${pkg.id}`)}
          </Text>
          <Separator size="4" />
          <Flex direction="column" gap="2" asChild flexGrow="1">
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {[
                pkg.pages === null
                  ? t('catalogue.unlimitedPages')
                  : t('catalogue.pages', { count: pkg.pages }),
                t('catalogue.delivery', { hours: pkg.deliveryHours }),
                t(`catalogue.support.${pkg.support}`),
                ...pkg.features.map((feature) => t(`catalogue.features.${feature as FeatureKey}`)),
              ].map((line) => (
                <Flex key={line} gap="2" align="start" asChild>
                  <li>
                    <Text color="green" asChild>
                      <Check size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                    </Text>
                    <Text size="2">{line}</Text>
                  </li>
                </Flex>
              ))}
            </ul>
          </Flex>
          <Text as="p" size="2" color="gray">
            {t('catalogue.maintenance', { amount: formatUsd(MAINTENANCE_PLANS[pkg.id].monthly) })}
          </Text>
          <Button size="3" variant={pkg.popular ? 'solid' : 'soft'} onClick={() => onChoose(pkg.id)}>
            {t('packageSelection.choose', { name: pkg.name })}
          </Button>
        </Flex>
      </article>
    </Card>
  );
}
