import { Check, CircleDot } from 'lucide-react';
import { Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@src/i18n/use-language';
import type { TimelineEntry } from './delivery-progress';

const ICON_SIZE = { 1: 10, 2: 14 } as const;

/** paid → in progress → completed, each step done, current or still to come, with when it happened. */
export function DeliveryTimeline({ timeline, size = 2 }: { timeline: TimelineEntry[]; size?: 1 | 2 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The date over the time: in three columns on a phone, "Nov 24, 2026, 3:14 AM" broke anywhere.
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
  return (
    <ol className="delivery-timeline" data-size={size} aria-label={t('tracker.steps.label')}>
      {timeline.map(({ step, state, at }) => (
        <li key={step} className="delivery-timeline__step" data-state={state}>
          <span className="delivery-timeline__dot" aria-hidden>
            {state === 'done' ? (
              <Check size={ICON_SIZE[size]} strokeWidth={3} />
            ) : state === 'current' ? (
              <CircleDot size={ICON_SIZE[size]} />
            ) : null}
          </span>
          <Text
            size="1"
            weight={state === 'upcoming' ? 'regular' : 'medium'}
            color={state === 'upcoming' ? 'gray' : undefined}
          >
            {t(`tracker.steps.${step}`)}
            <VisuallyHidden>{`, ${t(`tracker.steps.${state}`)}`}</VisuallyHidden>
          </Text>
          {size === 2 && at && (
            <Text size="1" color="gray" asChild>
              <time dateTime={at} className="delivery-timeline__when">
                <span>{day.format(new Date(at))}</span> <span>{time.format(new Date(at))}</span>
              </time>
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}
