import { Badge, Button, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import { formatUsd, packageList, type PackageId } from '@contract/catalogue';
import { useLanguage } from '@src/i18n/use-language';
import { startOnboarding } from './use-landing';
import './landing.css';

/** The four packages with their prices; the page's own is marked, and each starts onboarding. */
export function LandingPricing({ recommended }: { recommended: PackageId }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(useLanguage());
  return (
    <Section size="2" px="4">
      <Container size="4">
        <Heading as="h2" size="7" mb="5">
          {t('landing.pricing.title')}
        </Heading>
        <Grid asChild columns={{ initial: '1', sm: '2', lg: '4' }} gap="4" p="0" m="0">
          <ul className="landing-list site-phrases">
            {packageList.map((pkg) => (
              <li key={pkg.id}>
                <Card
                  size="3"
                  variant={pkg.id === recommended ? 'classic' : 'surface'}
                  style={{ height: '100%' }}
                >
                  <Flex direction="column" gap="2" height="100%">
                    <Flex justify="between" align="center" gap="2" wrap="wrap">
                      <Heading as="h3" size="5">
                        {pkg.name}
                      </Heading>
                      {pkg.id === recommended && (
                        <Badge color="green">{t('landing.pricing.recommended')}</Badge>
                      )}
                    </Flex>
                    <Text size="7" weight="bold">
                      <bdi>{formatUsd(pkg.price)}</bdi>
                    </Text>
                    <Text size="2" color="gray" className="landing-strike">
                      <Trans
                        i18nKey="landing.package.competitor"
                        values={{ price: formatUsd(pkg.competitorPrice) }}
                        components={{ bdi: <bdi /> }}
                      />
                    </Text>
                    <Text size="2">
                      {t('landing.package.delivery', { hours: number.format(pkg.deliveryHours) })}
                    </Text>
                    <Text size="2">
                      {pkg.pages === null
                        ? t('landing.package.unlimitedPages')
                        : t('landing.package.pages', { pages: number.format(pkg.pages) })}
                    </Text>
                    <Flex mt="auto" pt="3">
                      <Button
                        variant={pkg.id === recommended ? 'solid' : 'soft'}
                        style={{ width: '100%' }}
                        onClick={() => startOnboarding(pkg.id)}
                      >
                        {t('landing.pricing.choose', { package: pkg.name })}
                      </Button>
                    </Flex>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        </Grid>
      </Container>
    </Section>
  );
}
