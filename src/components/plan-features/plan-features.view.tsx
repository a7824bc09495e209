import { Check } from 'lucide-react';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Messages } from '@src/i18n/messages';
import { MAINTENANCE_PLANS, PACKAGES, type PlanId } from '@contract/catalogue';
import './plan-features.css';

/** A feature key of the catalogue's plans (their texts are in the catalogue group). */
type PlanFeature = keyof Messages['catalogue']['planFeatures'];

/** "Everything in Professional": the plan below is named, a brand in every language. */
const PLAN_NAMES = {
  startup: PACKAGES.startup.name,
  professional: PACKAGES.professional.name,
  enterprise: PACKAGES.enterprise.name,
};

/** What a maintenance plan includes (spec part 1 §9), from the catalogue: the portal's plans, the credit claim's. */
export function PlanFeatures({ plan }: { plan: PlanId }) {
  const { t } = useTranslation();
  return (
    <Flex asChild direction="column" gap="1">
      <ul className="plan-features">
        {MAINTENANCE_PLANS[plan].features.map((feature) => (
          <Flex asChild key={feature} gap="2" align="start">
            <li>
              <Check size={16} aria-hidden className="plan-features__check" />
              <Text size="2">{t(`catalogue.planFeatures.${feature as PlanFeature}`, PLAN_NAMES)}</Text>
            </li>
          </Flex>
        ))}
      </ul>
    </Flex>
  );
}
