/**
 * The states a page of stored content shows besides the content itself: loading, nothing yet, and
 * a failed load with a way to try again. One look for the blog, the portfolio and what follows.
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
  /** The heading's level: 1 where the state is the whole page (a missing post). */
  level?: 1 | 2;
  /** A way on, under the description. */
  children?: ReactNode;
}

/** Nothing to show (yet): an icon, a heading, one sentence and maybe a way on. */
export function EmptyState({ icon, title, description, level = 2, children }: EmptyStateProps) {
  return (
    <Card size="4">
      <Flex direction="column" align="center" gap="4" py="6" style={{ textAlign: 'center' }}>
        {icon}
        <Heading as={level === 1 ? 'h1' : 'h2'} size={level === 1 ? '7' : '6'}>
          {title}
        </Heading>
        <Text color="gray">{description}</Text>
        {children}
      </Flex>
    </Card>
  );
}

interface LoadFailedProps {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A load that failed, said as an alert, with a button that tries again. */
export function LoadFailed({ title, description, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Callout.Root color="red" role="alert" size="2" highContrast>
      <Callout.Icon>
        <TriangleAlert size={16} />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text as="p" weight="bold">
          {title}
        </Text>
        <Callout.Text>{description}</Callout.Text>
        <Button variant="soft" color="red" highContrast onClick={onRetry}>
          {retryLabel}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
