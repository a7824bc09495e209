import { Radio, RefreshCw } from 'lucide-react';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { LiveUpdatesView } from '@machines/live-updates';

/** A quiet line saying the lists update by themselves, or that the connection is being restored. */
export function LiveStatus({ view }: { view: LiveUpdatesView }) {
  const { t } = useTranslation();
  if (!view.isLive && !view.isReconnecting) return null;
  return (
    <Flex align="center" gap="1" role="status" data-testid="live-status">
      {view.isLive ? (
        <Radio size={14} aria-hidden color="var(--green-9)" />
      ) : (
        <RefreshCw size={14} aria-hidden color="var(--amber-9)" />
      )}
      <Text size="1" color="gray">
        {view.isLive ? t('common.live.on') : t('common.live.reconnecting')}
      </Text>
    </Flex>
  );
}
