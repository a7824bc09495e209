/**
 * The delivery promise made visible: where a paid project stands against its deadline (time left,
 * or overdue), and its progress paid → in progress → completed. The time left moves on with the
 * nearest NowProvider's clock; numbers, dates and relative times are Intl's, in the page's language.
 */
import { Badge, Flex, Text } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, PACKAGES, formatUsd } from '@contract/catalogue';
import { useLanguage } from '@src/i18n/use-language';
import {
  deliveryProgress,
  type DeliveryProgress,
  type DeliveryState,
  type DeliveryTimes,
} from './delivery-progress';
import { DeliveryTimeline } from './delivery-timeline.view';
import { formatDuration, formatRelative } from './format-duration';
import { useNow } from './use-now';
import './delivery-tracker.css';

const COLORS: Record<DeliveryState, ComponentProps<typeof Badge>['color']> = {
  awaitingPayment: 'gray',
  onTrack: 'green',
  dueSoon: 'amber',
  overdue: 'red',
  deliveredOnTime: 'green',
  deliveredLate: 'amber',
  delivered: 'green',
};

const discount = formatUsd(AMOUNTS.deliveryGuaranteeDiscountDollars);

/** The headline: how much time is left, by how much it is late, or what starts the clock. */
function Countdown({ progress, hours }: { progress: DeliveryProgress; hours: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, remainingMs } = progress;
  const duration = remainingMs === undefined ? '' : formatDuration(remainingMs, language);
  const sentence: Partial<Record<DeliveryState, string>> = {
    awaitingPayment: t('tracker.awaitingPayment', { hours }),
    onTrack: t('tracker.left', { duration }),
    dueSoon: t('tracker.left', { duration }),
    overdue: t('tracker.overdueBy', { duration }),
    deliveredOnTime: t('tracker.deliveredEarly', { duration }),
    deliveredLate: t('tracker.deliveredLateBy', { duration }),
  };
  return sentence[state] ? (
    <Text size="2" weight="bold" data-testid="delivery-countdown">
      {sentence[state]}
    </Text>
  ) : null;
}

/** "Due Nov 22, 2025, 2:05 PM · in 21 hours" while the work runs. */
function Deadline({ progress }: { progress: DeliveryProgress }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { deadline, remainingMs, state } = progress;
  if (!deadline || remainingMs === undefined || !['onTrack', 'dueSoon', 'overdue'].includes(state))
    return null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(deadline),
  );
  return (
    <Text size="1" color="gray">
      {t('tracker.due', { date, relative: formatRelative(remainingMs, language) })}
    </Text>
  );
}

export interface DeliveryTrackerProps {
  project: DeliveryTimes;
  /** The admin's rows: the state, the time left and the steps without their times. */
  compact?: boolean;
}

/** A project's delivery against the promise, ticking with the clock. */
export function DeliveryTracker({ project, compact = false }: DeliveryTrackerProps) {
  const { t } = useTranslation();
  const progress = deliveryProgress(project, useNow());
  const hours = PACKAGES[project.packageType].deliveryHours;
  const late = progress.state === 'overdue' || progress.state === 'deliveredLate';
  return (
    <Flex direction="column" gap={compact ? '2' : '3'} data-delivery-state={progress.state}>
      <Flex direction="column" gap="1">
        <Flex align="center" gap="2" wrap="wrap">
          <Badge color={COLORS[progress.state]} variant="soft" radius="full">
            {t(`tracker.state.${progress.state}`)}
          </Badge>
          <Countdown progress={progress} hours={hours} />
        </Flex>
        <Deadline progress={progress} />
        {!compact && (
          <Text size="1" color="gray">
            {late ? t('tracker.discountApplies', { discount }) : t('tracker.promise', { hours, discount })}
          </Text>
        )}
      </Flex>
      <DeliveryTimeline timeline={progress.timeline} size={compact ? 1 : 2} />
    </Flex>
  );
}
