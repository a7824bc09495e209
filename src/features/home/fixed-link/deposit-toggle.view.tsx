import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, formatUsd } from '@contract/catalogue';

export const DEPOSIT_PANEL_ID = 'repair-deposit-panel';

/** 'Skip to $99 Deposit': the disclosure button of the deposit panel. */
export function DepositToggle(props: { 'aria-expanded': boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="3" variant="soft" className="disclosure-button" aria-controls={DEPOSIT_PANEL_ID} {...props}>
      {t('repair.deposit.toggle', { amount: formatUsd(AMOUNTS.repairDepositDollars) })}
    </Button>
  );
}
