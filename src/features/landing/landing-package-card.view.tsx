import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CalendarClock, Files } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { formatUsd, packageSavings, type WebsitePackage } from '@contract/catalogue';
import { useLanguage } from '@src/i18n/use-language';
import './landing.css';

/** The page's package: name, price against a typical agency's, savings, delivery and pages. */
export function LandingPackageCard({ pkg }: { pkg: WebsitePackage }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(useLanguage());
  return (
    <Card size="4">
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          {t('landing.package.label')}
        </Text>
        <Heading as="h2" size="7">
          {pkg.name}
        </Heading>
        <Flex align="baseline" gap="3" wrap="wrap">
          <Text size="8" weight="bold">
            <bdi>{formatUsd(pkg.price)}</bdi>
          </Text>
        </Flex>
        <Text size="2" color="gray" className="landing-strike">
          <Trans
            i18nKey="landing.package.competitor"
            values={{ price: formatUsd(pkg.competitorPrice) }}
            components={{ bdi: <bdi /> }}
          />
        </Text>
        <Flex>
          <Badge color="green" size="2">
            <Trans
              i18nKey="landing.package.savings"
              values={{ amount: formatUsd(packageSavings(pkg.id)) }}
              components={{ bdi: <bdi /> }}
            />
          </Badge>
        </Flex>
        <Flex direction="column" gap="2" pt="2">
          <Flex gap="2" align="center">
            <CalendarClock size={16} aria-hidden />
            <Text>{t('landing.package.delivery', { hours: number.format(pkg.deliveryHours) })}</Text>
          </Flex>
          <Flex gap="2" align="center">
            <Files size={16} aria-hidden />
            <Text>
              {pkg.pages === null
                ? t('landing.package.unlimitedPages')
                : t('landing.package.pages', { pages: number.format(pkg.pages) })}
            </Text>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
