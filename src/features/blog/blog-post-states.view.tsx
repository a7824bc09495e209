import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './blog.css';

export function BlogPostLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" py="9" role="status" aria-label={t('blog.post.loading')}>
      <Spinner size="3" />
    </Flex>
  );
}

/** A missing post, or one that failed to load (spec part 2 §8): the page's one h1, and the way back. */
export function BlogPostNotFound() {
  const { t } = useTranslation();
  return (
    <Card size="4">
      <Flex direction="column" align="center" gap="4" py="6" style={{ textAlign: 'center' }}>
        <FileQuestion size={40} aria-hidden />
        <Heading as="h1" size="7">
          {t('blog.post.notFound.title')}
        </Heading>
        <Text color="gray">{t('blog.post.notFound.description')}</Text>
        <Button asChild size="3">
          <Link to="/blog">
            <ArrowLeft size={16} aria-hidden className="flip-in-rtl" />
            {t('blog.post.backToBlog')}
          </Link>
        </Button>
      </Flex>
    </Card>
  );
}
