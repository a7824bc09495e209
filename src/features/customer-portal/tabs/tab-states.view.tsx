import { Card, Flex, Grid, Skeleton } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState as ContentEmptyState,
  LoadFailed as ContentLoadFailed,
} from '@src/components/content-states/content-states';
import { failureReasonOf } from '@src/api/server-message';
import { useLanguage } from '@src/i18n/use-language';

/** A tab's list that could not be read: the spec's "Failed to fetch …", the server's reason, and Retry. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ContentLoadFailed
      size="1"
      title={title}
      description={error.message ? <bdi>{failureReasonOf(error)}</bdi> : undefined}
      retryLabel={t('portal.retry')}
      onRetry={onRetry}
    />
  );
}

/** Nothing in a tab yet: an icon, what is missing, and what to do about it. */
export function EmptyState({
  action,
  ...props
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <ContentEmptyState level={3} {...props}>
      {action}
    </ContentEmptyState>
  );
}

/** The shape of a list of cards while it loads. */
export function CardsSkeleton({ label, cards = 2 }: { label: string; cards?: number }) {
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" role="status" aria-label={label} aria-busy>
      {Array.from({ length: cards }, (_, index) => (
        <Card key={index} size="2">
          <Flex direction="column" gap="3">
            <Flex justify="between" gap="3">
              <Skeleton width="50%" height="22px" />
              <Skeleton width="90px" height="22px" />
            </Flex>
            <Skeleton width="70%" height="16px" />
            <Skeleton width="100%" height="16px" />
            <Skeleton width="40%" height="16px" />
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}

/** Dates in the page's language: "Nov 18, 2025", or with the time for messages. */
export const useDateFormat = () => {
  const language = useLanguage();
  return {
    date: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
};
