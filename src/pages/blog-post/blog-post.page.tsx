import { Container, Section } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { BlogPost } from '@contract';
import { routeQuery } from '@src/api/route-query';
import { useRenderStatus } from '@src/app/render-status';
import { PageHead, previewImageOf } from '@src/components/page-head/page-head';
import { PageTrail } from '@src/components/page-head/page-trail';
import { article, StructuredData } from '@src/components/page-head/structured-data';
import { siteUrl } from '@src/lib/site-origin';
import { BlogPostArticle } from '@src/components/content/blog/blog-post-article.view';
import { BlogPostLoading, BlogPostNotFound } from '@src/features/blog/blog-post-states.view';
import { useSharePost } from '@src/features/blog/use-share-post';
import { toMetaDescription } from '@src/lib/meta-description';
import { useHydrating } from '@src/lib/use-hydrating';
import { useContentList, useContentTexts } from '@src/i18n/use-content-texts';

function NotFound() {
  const { t } = useTranslation();
  useRenderStatus(404);
  return (
    <>
      <PageHead
        title={t('blog.post.notFound.title')}
        description={t('blog.post.notFound.description')}
        noIndex
      />
      <BlogPostNotFound />
    </>
  );
}

function Article({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  // The head, the trail and the link previews name the post in the page's language, like its body.
  const { title, excerpt } = useContentTexts()(post, ['title', 'excerpt']);
  const tags = useContentList()(post, 'tags');
  const onShare = useSharePost(title.text);
  const description = toMetaDescription(excerpt.text);
  const { pathname } = useLocation();
  return (
    <>
      <PageHead title={title.text} description={description} type="article" image={post.featuredImage} />
      <PageTrail title={title.text} between={[{ name: t('nav.blog'), path: '/blog' }]} />
      <StructuredData
        data={article({
          headline: title.text,
          description,
          url: siteUrl(pathname),
          image: siteUrl(previewImageOf(post.featuredImage)),
          publishedAt: post.createdAt,
          // Search engines read the page's language's tags, as the chips show them.
          keywords: tags.items,
        })}
      />
      <BlogPostArticle post={post} onShare={() => void onShare()} />
    </>
  );
}

/**
 * One post. The server renders a published post with its data in the page (under this very
 * query's key), so hydration shows it at once; and it renders an unknown slug without data, which
 * on the first render here can only mean "not found": the page says so without asking again.
 */
function BlogPostScreen({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = routeQuery('blogPost', { params: { slug } });
  const client = useQueryClient();
  const hydrating = useHydrating();
  const [missingOnServer] = useState(() => hydrating && client.getQueryData(query.queryKey) === undefined);
  const post = useQuery({ ...query, enabled: !missingOnServer });
  if (missingOnServer || post.isError) return <NotFound />;
  if (post.isPending) {
    return (
      <>
        <PageHead title={t('pages.blogPost.title')} description={t('pages.blogPost.description')} />
        <BlogPostLoading />
      </>
    );
  }
  return <Article post={post.data} />;
}

/** `/blog/{slug}` (spec part 2 §2). */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <Section size="2" px="4">
      <Container size="2">
        {/* Another post is another screen: its own "was it on the server" question. */}
        <BlogPostScreen key={slug} slug={slug} />
      </Container>
    </Section>
  );
}
