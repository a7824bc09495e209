import { Button, Callout, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { Newspaper, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '../../../contract';
import { BlogPostCard } from './blog-post-card.view';

/** What the list shows: the published posts once loaded. */
export type BlogListState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; posts: readonly BlogPostSummary[] };

function Loading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" py="9" role="status" aria-label={t('blog.loading')}>
      <Spinner size="3" />
    </Flex>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <Card size="4">
      <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
        <Newspaper size={40} aria-hidden />
        <Heading as="h2" size="6">
          {t('blog.empty.title')}
        </Heading>
        <Text color="gray">{t('blog.empty.description')}</Text>
      </Flex>
    </Card>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout.Root color="red" role="alert" size="2">
      <Callout.Icon>
        <TriangleAlert size={16} />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text as="p" weight="bold">
          {t('blog.loadError.title')}
        </Text>
        <Callout.Text>{t('blog.loadError.description')}</Callout.Text>
        <Button variant="soft" color="red" onClick={onRetry}>
          {t('blog.loadError.retry')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

/** The list of published posts, or its loading, empty or failed state. */
export function BlogList({ state }: { state: BlogListState }) {
  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'error':
      return <LoadError onRetry={state.onRetry} />;
    case 'ready':
      return state.posts.length === 0 ? (
        <Empty />
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="5">
          {state.posts.map((post) => (
            <BlogPostCard key={post.id} post={post} />
          ))}
        </Grid>
      );
  }
}
