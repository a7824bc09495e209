/** The 24-hour automatic cleanup of decision 18, said where the admin reads the messages. */
import { Clock } from 'lucide-react';
import { Callout } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export function CleanupCard() {
  const { t } = useTranslation();
  return (
    <Callout.Root color="gray" variant="surface">
      <Callout.Icon>
        <Clock size={16} />
      </Callout.Icon>
      <Callout.Text>
        <strong>{t('admin.cleanup.title')}</strong> {t('admin.cleanup.description')}
      </Callout.Text>
    </Callout.Root>
  );
}
