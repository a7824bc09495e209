import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_PLANS, formatUsd } from '@contract/catalogue';
import { NewTabButton } from './new-tab-button.view';

/** The pricing section's maintenance button: the $250/month plan (spec part 2 §9), in a new tab. */
export function MaintenanceButtonView(props: Omit<ComponentProps<typeof NewTabButton>, 'label'>) {
  const { t } = useTranslation();
  return (
    <NewTabButton
      size="3"
      label={t('home.pricing.maintenance.button', { price: formatUsd(MAINTENANCE_PLANS.startup.monthly) })}
      {...props}
    />
  );
}
