import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AMOUNTS } from '@contract/catalogue';
import { useNumberFormats } from '@src/i18n/number-formats';

export const DEPOSIT_PANEL_ID = 'repair-deposit-panel';

/** 'Skip to $99 Deposit': the disclosure button of the deposit panel. */
export function DepositToggle(props: { 'aria-expanded': boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const { usd } = useNumberFormats();
  return (
    <Button size="3" variant="soft" className="disclosure-button" aria-controls={DEPOSIT_PANEL_ID} {...props}>
      {t('repair.deposit.toggle', { amount: usd(AMOUNTS.repairDepositDollars) })}
    </Button>
  );
}
