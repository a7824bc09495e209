import { Card, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { Clock, Wrench, Wallet, CalendarRange } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AMOUNTS, MARKETING, formatUsd } from '@contract/catalogue';
import { useLanguage } from '@src/i18n/use-language';
import { siteConfig } from '@src/lib/site-config';
import { CallButton } from './call-button.view';
import './landing.css';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex asChild gap="2" align="center">
      <li>
        {icon}
        <Text>{children}</Text>
      </li>
    </Flex>
  );
}

/** The computer-repair service: the technician, the deposit, the response and repair times, its own line. */
export function LandingRepair() {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(useLanguage());
  return (
    <Section size="2" px="4">
      <Container size="4">
        <Card size="4">
          <Flex direction="column" gap="4" align="start">
            <Flex gap="3" align="center">
              <Wrench size={28} aria-hidden color="var(--accent-11)" className="landing-repair__icon" />
              {/* A step smaller on phones: Armenian's "համակարգիչների" overflowed the card at 28 px. */}
              <Heading as="h2" size={{ initial: '6', sm: '7' }}>
                {t('landing.repair.title')}
              </Heading>
            </Flex>
            <Text as="p" size="4" color="gray">
              {t('landing.repair.text', { name: siteConfig.technicianName })}
            </Text>
            <Flex asChild direction="column" gap="2" p="0" m="0">
              <ul className="landing-list site-phrases">
                <Fact icon={<Wallet size={18} aria-hidden />}>
                  <Trans
                    i18nKey="landing.repair.deposit"
                    values={{ amount: formatUsd(AMOUNTS.repairDepositDollars) }}
                    components={{ bdi: <bdi /> }}
                  />
                </Fact>
                <Fact icon={<Clock size={18} aria-hidden />}>
                  {t('landing.repair.response', { hours: number.format(MARKETING.repairResponseHours) })}
                </Fact>
                <Fact icon={<CalendarRange size={18} aria-hidden />}>
                  {t('landing.repair.duration', { days: MARKETING.repairDays })}
                </Fact>
              </ul>
            </Flex>
            <CallButton line="repair" label="landing_repair" i18nKey="landing.repair.call" variant="soft" />
          </Flex>
        </Card>
      </Container>
    </Section>
  );
}
