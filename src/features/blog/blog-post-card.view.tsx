import { Badge, Card, Flex, Heading, Inset, Link as ThemeLink, Text } from '@radix-ui/themes';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '@contract';
import { useLanguage } from '@src/i18n/use-language';
import { formatDate } from '@src/lib/format-date';
import { BlogByline } from '@src/components/content/blog/blog-byline.view';
import { blogPostPath, cardTags } from './blog-meta';
import '@src/components/content/blog/blog.css';
import { useLocalizedPath } from '@src/i18n/use-localized-path';
import { contentTextProps, useContentList, useContentTexts } from '@src/i18n/use-content-texts';
import { ResponsiveImage } from '@src/components/responsive-image/responsive-image';

/** One published post in the list: image, date, SEO score, title, excerpt, byline, tags, link. */
export function BlogPostCard({ post, inFirstRow = false }: { post: BlogPostSummary; inFirstRow?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const language = useLanguage();
  const titleId = useId();
  const texts = useContentTexts()(post, ['title', 'excerpt']);
  const tags = useContentList()(post, 'tags');
  const path = localize(blogPostPath(post.slug));
  return (
    <Card size="2" asChild>
      <article aria-labelledby={titleId}>
        <Flex direction="column" gap="3" height="100%">
          {post.featuredImage && (
            <Inset clip="padding-box" side="top" pb="current">
              <ResponsiveImage
                className="blog-card-image"
                src={post.featuredImage}
                // Decorative here: the title beside it already names the card, and a screen reader
                // would hear it twice. The article page's picture keeps its name.
                alt=""
                width={1200}
                height={630}
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                loading={inFirstRow ? 'eager' : 'lazy'}
              />
            </Inset>
          )}
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Text size="2" color="gray">
              <time dateTime={post.createdAt}>{formatDate(post.createdAt, language, 'short')}</time>
            </Text>
            <Badge color="green" variant="soft">
              {t('blog.seoScore', { score: post.seoScore })}
            </Badge>
          </Flex>
          <Heading
            as="h2"
            size="5"
            className="blog-card-title"
            id={titleId}
            {...contentTextProps(texts.title)}
          >
            <Link to={path}>{texts.title.text}</Link>
          </Heading>
          <Text as="p" color="gray" {...contentTextProps(texts.excerpt)}>
            {texts.excerpt.text}
          </Text>
          <BlogByline />
          {tags.items.length > 0 && (
            <Flex asChild gap="2" wrap="wrap" p="0" m="0">
              <ul className="blog-badge-list" aria-label={t('blog.tags')}>
                {cardTags(tags.items).map((tag) => (
                  <li key={tag} {...contentTextProps(tags)}>
                    <Badge variant="outline" color="gray">
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
          <Flex mt="auto" pt="2">
            <ThemeLink asChild weight="medium">
              <Link to={path} aria-describedby={titleId} className="blog-read-more">
                {t('blog.readMore')}
                <ArrowRight size={16} aria-hidden className="flip-in-rtl" />
              </Link>
            </ThemeLink>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
