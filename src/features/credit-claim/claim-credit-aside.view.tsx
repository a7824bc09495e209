import { BadgeCheck, CalendarCheck, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, MAINTENANCE_PLANS, PACKAGES, formatUsd } from '@contract/catalogue';
import { PlanFeatures } from '@src/components/plan-features/plan-features.view';
import './claim-credit.css';

const STEPS: readonly { key: 'enter' | 'apply' | 'save'; icon: ReactNode }[] = [
  { key: 'enter', icon: <Mail size={18} aria-hidden /> },
  { key: 'apply', icon: <BadgeCheck size={18} aria-hidden /> },
  { key: 'save', icon: <CalendarCheck size={18} aria-hidden /> },
];

/** The plan the credit is worked out on: the first, least expensive one. */
const PLAN = MAINTENANCE_PLANS.startup;
const CREDIT_DOLLARS = AMOUNTS.maintenanceCreditCents / 100;

/**
 * Beside the claim (below it on phones): how the credit works in three steps, and what the first
 * month of maintenance it pays for covers, with what that month then costs.
 */
export function ClaimCreditAside() {
  const { t } = useTranslation();
  const amount = formatUsd(CREDIT_DOLLARS);
  return (
    <Card size={{ initial: '2', sm: '3' }} variant="surface" asChild>
      <aside aria-labelledby="claim-credit-how" data-testid="claim-credit-aside">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="claim-credit-how">
            {t('creditClaim.aside.title')}
          </Heading>
          <Flex asChild direction="column" gap="4" m="0" p="0">
            <ol className="claim-credit-aside__steps">
              {STEPS.map(({ key, icon }) => (
                <Flex asChild key={key} gap="3" align="start">
                  <li>
                    <span className="claim-credit-aside__icon">{icon}</span>
                    <Flex direction="column" gap="1">
                      <Text weight="bold">{t(`creditClaim.aside.steps.${key}.title`)}</Text>
                      <Text size="2" color="gray">
                        {t(`creditClaim.aside.steps.${key}.text`, { amount })}
                      </Text>
                    </Flex>
                  </li>
                </Flex>
              ))}
            </ol>
          </Flex>
          <Separator size="4" />
          <Heading as="h3" size="3">
            {t('creditClaim.aside.coversTitle')}
          </Heading>
          <PlanFeatures plan={PLAN.id} />
          <Text as="p" size="2" weight="medium">
            {t('creditClaim.aside.firstMonth', {
              plan: PACKAGES[PLAN.id].name,
              price: formatUsd(PLAN.monthly),
              rest: formatUsd(Math.max(0, PLAN.monthly - CREDIT_DOLLARS)),
            })}
          </Text>
        </Flex>
      </aside>
    </Card>
  );
}
