import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, MARKETING, formatUsd } from '@contract/catalogue';
import { TextPhoneLink } from '@src/components/phone-link/phone-link';
import { siteConfig } from '@src/lib/site-config';
import { DeferredRepairDeposit } from './fixed-link/deferred-deposit-panel';
import { HomeSection } from './home-section';

const SERVICES = ['virus', 'hardware', 'data', 'build', 'tuneUp', 'network'] as const;

/** Section 8 (anchor computer-repair): what the technician repairs, the terms, a call and the deposit. */
export function ComputerRepairSection() {
  const { t } = useTranslation();
  const deposit = formatUsd(AMOUNTS.repairDepositDollars);
  const facts = [
    t('repair.section.response', { hours: MARKETING.repairResponseHours }),
    t('repair.section.duration', { days: MARKETING.repairDays }),
    t('repair.section.deposit', { amount: deposit }),
  ];
  return (
    <HomeSection
      id="computer-repair"
      title={t('repair.section.title')}
      subtitle={t('repair.section.subtitle', { technician: siteConfig.technicianName })}
    >
      <Grid columns={{ initial: '1', md: '2' }} gap="5">
        <Card size="3">
          <Heading as="h3" size="4" mb="3">
            {t('repair.section.servicesTitle')}
          </Heading>
          <ul className="check-list site-phrases">
            {SERVICES.map((service) => (
              <li key={service}>
                <Text size="3">{t(`repair.section.services.${service}`)}</Text>
              </li>
            ))}
          </ul>
        </Card>
        <Card size="3">
          <Flex direction="column" gap="4" align="start">
            <ul className="check-list check-list--facts site-phrases">
              {facts.map((fact) => (
                <li key={fact}>
                  <Text size="3">{fact}</Text>
                </li>
              ))}
            </ul>
            <Text as="p" size="4">
              {t('repair.section.call')} <TextPhoneLink line="repair" label="taun_consultation" />
            </Text>
            <DeferredRepairDeposit />
          </Flex>
        </Card>
      </Grid>
    </HomeSection>
  );
}
