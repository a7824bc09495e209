import './blog.css';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** The blog's fixed topics (spec part 2 §2, /blog): badges above the list, not filters. */
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
    <Flex asChild gap="2" wrap="wrap" align="center" p="0" m="0">
      <ul aria-label={t('blog.topics')} className="blog-badge-list">
        {BLOG_CATEGORIES.map((category) => (
          <li key={category}>
            <Badge size="2" variant="soft" radius="full">
              <Text>{t(`blog.categories.${category}`)}</Text>
            </Badge>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
