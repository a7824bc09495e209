import { Button, Heading, VisuallyHidden } from '@radix-ui/themes';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, LoadingState } from '@src/components/content-states/content-states';
import '@src/components/content/blog/blog.css';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/** The spinner while a post loads; the page's h1 is there for screen readers until the title comes. */
export function BlogPostLoading() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden>
        <Heading as="h1">{t('pages.blogPost.title')}</Heading>
      </VisuallyHidden>
      <LoadingState label={t('blog.post.loading')} />
    </>
  );
}

/** A missing post, or one that failed to load (spec part 2 §8): the page's one h1, and the way back. */
export function BlogPostNotFound() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <EmptyState
      level={1}
      icon={<FileQuestion size={40} aria-hidden />}
      title={t('blog.post.notFound.title')}
      description={t('blog.post.notFound.description')}
    >
      <Button asChild size="3">
        <Link to={localize('/blog')}>
          <ArrowLeft size={16} aria-hidden className="flip-in-rtl" />
          {t('blog.post.backToBlog')}
        </Link>
      </Button>
    </EmptyState>
  );
}
