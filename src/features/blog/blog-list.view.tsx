import { Grid } from '@radix-ui/themes';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '@contract';
import { EmptyState, LoadFailed, LoadingState } from '@src/components/content-states/content-states';
import { BlogPostCard } from './blog-post-card.view';

/** What the list shows: the published posts once loaded. */
export type BlogListState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; posts: readonly BlogPostSummary[] };

/** The list of published posts, or its loading, empty or failed state. */
export function BlogList({ state }: { state: BlogListState }) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'loading':
      return <LoadingState label={t('blog.loading')} />;
    case 'error':
      return (
        <LoadFailed
          title={t('blog.loadError.title')}
          description={t('blog.loadError.description')}
          retryLabel={t('blog.loadError.retry')}
          onRetry={state.onRetry}
        />
      );
    case 'ready':
      return state.posts.length === 0 ? (
        <EmptyState
          icon={<Newspaper size={40} aria-hidden />}
          title={t('blog.empty.title')}
          description={t('blog.empty.description')}
        />
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="5">
          {state.posts.map((post, index) => (
            // The first row is in view on arrival: its images load at once, the rest when scrolled to.
            <BlogPostCard key={post.id} post={post} inFirstRow={index < 3} />
          ))}
        </Grid>
      );
  }
}
