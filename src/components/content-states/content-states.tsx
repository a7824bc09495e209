/**
 * The states a page of stored content shows besides the content itself: loading, nothing yet, and
 * a failed load with a way to try again. One look for the blog, the portfolio, the portal's tabs
 * and the admin's lists (the last two in their compact size, inside a dialog).
 */
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A spinner that says what is loading. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Flex justify="center" py="9" role="status" aria-label={label}>
      <Spinner size="3" />
    </Flex>
  );
}

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  /**
   * The heading's level: 1 where the state is the whole page (a missing post), 3 for a panel inside
   * a dialog (a portal tab), which is drawn smaller.
   */
  level?: 1 | 2 | 3;
  /** A way on, under the description. */
  children?: ReactNode;
}

const HEADING_SIZE = { 1: '7', 2: '6', 3: '4' } as const;

/** Nothing to show (yet): an icon, a heading, one sentence and maybe a way on. */
export function EmptyState({ icon, title, description, level = 2, children }: EmptyStateProps) {
  const panel = level === 3;
  return (
    <Card size={panel ? '3' : '4'} variant={panel ? 'surface' : undefined}>
      <Flex
        direction="column"
        align="center"
        gap={panel ? '2' : '4'}
        py={panel ? '4' : '6'}
        className="site-centred"
      >
        {icon}
        <Heading as={`h${level}`} size={HEADING_SIZE[level]}>
          {title}
        </Heading>
        <Text color="gray" size={panel ? '2' : undefined}>
          {description}
        </Text>
        {children && (panel ? <Flex pt="2">{children}</Flex> : children)}
      </Flex>
    </Card>
  );
}

interface LoadFailedProps {
  title: string;
  /** What went wrong, when there is more to say than the title. */
  description?: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** '1' inside a dialog (a portal tab, an admin list). */
  size?: '1' | '2';
  /** More ways out than Retry, beside it. */
  children?: ReactNode;
}

/** A load that failed, said as an alert, with a button that tries again. */
export function LoadFailed({
  title,
  description,
  retryLabel,
  onRetry,
  size = '2',
  children,
}: LoadFailedProps) {
  return (
    <Callout.Root color="red" role="alert" size={size} highContrast>
      <Callout.Icon>
        <TriangleAlert size={16} />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text as="p" weight="bold">
          {title}
        </Text>
        {description && <Callout.Text size={size === '1' ? '1' : undefined}>{description}</Callout.Text>}
        <Flex gap="2" wrap="wrap">
          <Button variant="soft" color="red" size={size} highContrast onClick={onRetry}>
            {retryLabel}
          </Button>
          {children}
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
