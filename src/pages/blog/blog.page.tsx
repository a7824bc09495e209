import { Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQuery } from '@src/api/route-query';
import { PageHead } from '@src/components/page-head/page-head';
import { PageTrail } from '@src/components/page-head/page-trail';
import { BlogCallToAction } from '@src/features/blog/blog-cta.view';
import { BlogCategories } from '@src/features/blog/blog-categories.view';
import { BlogList, type BlogListState } from '@src/features/blog/blog-list.view';

/** `/blog`: the published posts, newest first (spec part 2 §2). */
export default function BlogPage() {
  const { t } = useTranslation();
  const posts = useQuery(routeQuery('blogPosts'));
  const state: BlogListState = posts.isPending
    ? { status: 'loading' }
    : posts.isError
      ? { status: 'error', onRetry: () => void posts.refetch() }
      : { status: 'ready', posts: posts.data.filter((post) => post.status === 'published') };
  return (
    <>
      <PageHead title={t('pages.blog.title')} description={t('pages.blog.description')} />
      <PageTrail title={t('pages.blog.title')} />
      <Section size="2" px="4">
        <Container size="4">
          <Flex direction="column" gap="4" mb="7">
            <Heading as="h1" size={{ initial: '7', md: '8' }}>
              {t('pages.blog.title')}
            </Heading>
            <Text as="p" size="4" color="gray">
              {t('blog.intro')}
            </Text>
            <BlogCategories />
          </Flex>
          <BlogList state={state} />
        </Container>
      </Section>
      <Section size="2" px="4">
        <Container size="3">
          <BlogCallToAction />
        </Container>
      </Section>
    </>
  );
}
