import { Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, formatUsd } from '@contract/catalogue';
import type { HealthCheckView } from '@machines/health-check';
import { NewTabButton } from '../fixed-link/new-tab-button.view';

const AGREEMENT_ID = 'health-check-agreement';

/** The fix offer (only when needsFixes): its link works once the agreement is ticked. */
export function FixOffer({ view, isOpening = false }: { view: HealthCheckView; isOpening?: boolean }) {
  const { t } = useTranslation();
  if (!view.showFixOffer) return null;
  const price = formatUsd(AMOUNTS.fixPlanMonthlyDollars);
  return (
    <Card size="3" className="fix-offer">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h3" size="5">
          {t('healthCheck.fix.title')}
        </Heading>
        <Text as="p">{t('healthCheck.fix.text', { price })}</Text>
        <Text as="label" size="2" htmlFor={AGREEMENT_ID}>
          <Flex gap="2" align="start">
            <Checkbox
              id={AGREEMENT_ID}
              checked={view.agreed}
              onCheckedChange={(checked) => view.onAgreementChange(checked === true)}
            />
            {t('healthCheck.fix.agreement', { amount: formatUsd(AMOUNTS.fixExtraFeeMaxDollars) })}
          </Flex>
        </Text>
        <NewTabButton
          size="3"
          color="green"
          label={t('healthCheck.fix.button', { price })}
          disabled={!view.canOpenFixLink || isOpening}
          aria-busy={isOpening}
          onClick={view.onOpenFix}
        />
      </Flex>
    </Card>
  );
}
