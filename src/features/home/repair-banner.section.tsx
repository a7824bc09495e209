import { Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, formatUsd } from '@contract/catalogue';

/** Section 4: a band pointing to the computer repair section. */
export function RepairBannerSection() {
  const { t } = useTranslation();
  return (
    <Section
      id="repair-banner"
      size="1"
      px="4"
      aria-labelledby="repair-banner-title"
      className="repair-banner"
    >
      <Container size="4">
        <Flex direction={{ initial: 'column', sm: 'row' }} align={{ sm: 'center' }} justify="between" gap="4">
          <Flex align="center" gap="3">
            <Wrench size={32} aria-hidden className="repair-banner__icon" />
            <Flex direction="column" gap="1">
              <Heading as="h2" size="5" id="repair-banner-title">
                {t('home.repairBanner.title')}
              </Heading>
              <Text as="p">
                {t('home.repairBanner.text', { deposit: formatUsd(AMOUNTS.repairDepositDollars) })}
              </Text>
            </Flex>
          </Flex>
          <Button size="3" variant="solid" color="amber" asChild>
            <a href="#computer-repair">{t('home.repairBanner.link')}</a>
          </Button>
        </Flex>
      </Container>
    </Section>
  );
}
