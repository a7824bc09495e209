import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { packageList } from '@contract/catalogue';
import { ComparisonTable } from './comparison-table';
import { DeferredMaintenanceButton } from './fixed-link/deferred-maintenance-button';
import { HomeSection } from './home-section';
import { PackageCard } from './package-card';
import { TrustBadges } from './trust-badges';

/** Section 3 (anchor pricing): comparison, the four packages, the maintenance plan, trust badges. */
export function PricingSection() {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="pricing"
      title={t('home.pricing.title')}
      subtitle={t('home.pricing.subtitle')}
      tone="tinted"
    >
      <Flex direction="column" gap="7">
        <ComparisonTable />
        <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
          {packageList.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </Grid>
        <Card size="3">
          <Flex
            direction={{ initial: 'column', md: 'row' }}
            gap="4"
            align={{ md: 'center' }}
            justify="between"
          >
            <Flex direction="column" gap="1">
              <Heading as="h3" size="5">
                {t('home.pricing.maintenance.title')}
              </Heading>
              <Text as="p" color="gray">
                {t('home.pricing.maintenance.text')}
              </Text>
            </Flex>
            <DeferredMaintenanceButton />
          </Flex>
        </Card>
        <TrustBadges />
      </Flex>
    </HomeSection>
  );
}
