import { Card, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, formatUsd } from '@contract/catalogue';
import type { FixedLinkView } from '@machines/fixed-link';
import { DEPOSIT_PANEL_ID, DepositToggle } from './deposit-toggle.view';
import { NewTabButton } from './new-tab-button.view';

/** 'Skip to $99 Deposit' and the panel it shows: what the deposit covers and the button that pays it. */
export function DepositPanel({ view }: { view: FixedLinkView }) {
  const { t } = useTranslation();
  const amount = formatUsd(AMOUNTS.repairDepositDollars);
  return (
    <Flex direction="column" gap="3" align="start" width="100%">
      <DepositToggle {...view.getPanelToggleProps()} />
      {view.isPanelOpen ? (
        <Card id={DEPOSIT_PANEL_ID} size="2" className="deposit-panel">
          <Flex direction="column" gap="3" align="start">
            <Text as="p" size="3">
              {t('repair.deposit.text', { amount })}
            </Text>
            <NewTabButton
              size="3"
              label={t('repair.deposit.pay', { amount })}
              {...view.getOpenButtonProps()}
            />
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
