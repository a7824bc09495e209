import { TriangleAlert } from 'lucide-react';
import { Button, Callout, Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';

/** A list that could not be read: the spec's "Failed to fetch …", the server's reason, and Retry. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <TriangleAlert size={16} />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text as="p" weight="bold">
          {title}
        </Text>
        {error.message && (
          <Callout.Text size="1">
            <bdi>{error.message}</bdi>
          </Callout.Text>
        )}
        <Button variant="soft" color="red" size="1" highContrast onClick={onRetry}>
          {t('portal.retry')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

/** Nothing to show yet: an icon, what is missing, and what to do about it. */
export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Card size="3" variant="surface">
      <Flex direction="column" align="center" gap="2" py="4">
        {icon}
        <Heading as="h3" size="4" align="center">
          {title}
        </Heading>
        <Text color="gray" align="center" size="2">
          {description}
        </Text>
        {action && <Flex pt="2">{action}</Flex>}
      </Flex>
    </Card>
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
