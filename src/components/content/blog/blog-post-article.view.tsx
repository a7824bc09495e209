import { Badge, Box, Button, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '@contract';
import { useLanguage } from '@src/i18n/use-language';
import { contentTextProps, useContentList, useContentTexts } from '@src/i18n/use-content-texts';
import { formatDate } from '@src/lib/format-date';
import { BackToBlog } from './back-to-blog.view';
import { BlogByline } from './blog-byline.view';
import { sanitizeBlogHtml } from '@contract/blog-html';
import './blog.css';
import { ResponsiveImage } from '../../responsive-image/responsive-image';

interface BlogPostArticleProps {
  post: BlogPost;
  onShare: () => void;
  /** The content studio's preview: the page without its ways out (Back to Blog, Share) or its score. */
  preview?: boolean;
}

/**
 * One post: tags, title, excerpt, date, share, image, the sanitised body and its SEO score. A post
 * shows the page's language when it has a translation into it, else its English marked as English
 * (decision 32); each text takes its own direction.
 */
export function BlogPostArticle({ post, onShare, preview = false }: BlogPostArticleProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const textsOf = useContentTexts();
  const texts = textsOf(post, ['title', 'excerpt', 'content']);
  const tags = useContentList()(post, 'tags');
  // The React Compiler keeps this for as long as the post and the language stay the same.
  const html = sanitizeBlogHtml(texts.content.text, language);
  return (
    <Flex asChild direction="column" gap="5">
      <article>
        {!preview && <BackToBlog />}
        <Flex direction="column" gap="3">
          {tags.items.length > 0 && (
            <Flex asChild gap="2" wrap="wrap" p="0" m="0">
              <ul className="blog-badge-list" aria-label={t('blog.tags')}>
                {tags.items.map((tag) => (
                  <li key={tag} {...contentTextProps(tags)}>
                    <Badge variant="soft">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
          <Heading as="h1" size={{ initial: '7', md: '9' }} {...contentTextProps(texts.title)}>
            {texts.title.text}
          </Heading>
          <Text as="p" size="5" color="gray" {...contentTextProps(texts.excerpt)}>
            {texts.excerpt.text}
          </Text>
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <BlogByline
              date={{ text: formatDate(post.createdAt, language, 'long'), dateTime: post.createdAt }}
            />
            {!preview && (
              <Button variant="soft" onClick={onShare}>
                <Share2 size={16} aria-hidden />
                {t('blog.post.share')}
              </Button>
            )}
          </Flex>
        </Flex>
        {post.featuredImage && (
          <ResponsiveImage
            className="blog-post-image"
            src={post.featuredImage}
            // The picture has no words: it is named by the post's title in the page's language.
            alt={texts.title.text}
            lang={texts.title.lang}
            width={1200}
            height={630}
            sizes="(min-width: 800px) 760px, 100vw"
            loading="eager"
          />
        )}
        {/* Sanitised against the allow-list just above (decision 22). */}
        <Box
          className="blog-content"
          {...contentTextProps(texts.content)}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {/* A preview's score is the server's, once saved: the studio shows it beside the editor. */}
        {!preview && (
          <>
            <Separator size="4" />
            <Flex>
              <Badge color="green" size="3" variant="soft" highContrast>
                {t('blog.seoScore', { score: post.seoScore })}
              </Badge>
            </Flex>
          </>
        )}
      </article>
    </Flex>
  );
}
