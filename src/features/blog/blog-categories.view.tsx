import '@src/components/content/blog/blog.css';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/**
 * The blog's fixed topics (spec part 2 §2, /blog) above the list. They are not filters, so they do
 * not look like buttons: a labelled line of words separated by dots, not pills (issue 22).
 */
export const BLOG_CATEGORIES = [
  'webDesign',
  'seo',
  'performance',
  'security',
  'smallBusiness',
  'maintenance',
] as const;

export function BlogCategories() {
  const { t } = useTranslation();
  return (
    <Flex gap="2" wrap="wrap" align="baseline">
      <Text size="2" weight="medium" aria-hidden>
        {t('blog.topics')}:
      </Text>
      <Flex asChild gap="2" wrap="wrap" align="baseline" p="0" m="0">
        <ul aria-label={t('blog.topics')} className="blog-badge-list blog-topics">
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <Text size="2" color="gray">
                {t(`blog.categories.${category}`)}
              </Text>
            </li>
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}
