/** How an admin list looks while it loads, when it failed and when it is empty. */
import { Card, Flex, Skeleton, Text } from '@radix-ui/themes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../content-states/content-states';
import { failureReasonOf } from '@src/api/server-message';

/** Rows of the list's shape while it loads. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Flex direction="column" gap="2" role="status" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Card key={index} size="1">
          <Flex justify="between" align="center" gap="3">
            <Flex direction="column" gap="2" flexGrow="1">
              <Skeleton width="40%" height="18px" />
              <Skeleton width="65%" height="14px" />
            </Flex>
            <Skeleton width="88px" height="28px" />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

/**
 * A list that could not be read: the spec's "Failed to fetch …", the server's "{status}: {text}",
 * Retry, and what else may help (the second factor again).
 */
export function ListFailed({
  title,
  error,
  onRetry,
  children,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <LoadFailed
      size="1"
      title={title}
      description={<bdi>{failureReasonOf(error)}</bdi>}
      retryLabel={t('admin.retry')}
      onRetry={onRetry}
    >
      {children}
    </LoadFailed>
  );
}

/** Nothing to list: one quiet sentence. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <Card size="2" variant="surface">
      <Text as="p" color="gray" align="center" size="2">
        {children}
      </Text>
    </Card>
  );
}

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** The loading state's name for assistive technology. */
  loading: string;
  /** The failure's title: the spec's "Failed to fetch …". */
  failed: string;
  rows?: number;
  /** More ways out of a failure than Retry. */
  onFailure?: (error: Error) => ReactNode;
  children: (data: T) => ReactNode;
}

/** A read's three faces: its skeleton while it loads, the failure with Retry, or its data. */
export function QueryView<T>({ query, loading, failed, rows, onFailure, children }: QueryViewProps<T>) {
  if (query.isPending) return <ListSkeleton label={loading} rows={rows} />;
  if (query.isError) {
    return (
      <ListFailed title={failed} error={query.error} onRetry={() => void query.refetch()}>
        {onFailure?.(query.error)}
      </ListFailed>
    );
  }
  return <>{children(query.data)}</>;
}
