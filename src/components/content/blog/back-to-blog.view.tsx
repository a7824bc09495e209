import { Flex, Link as ThemeLink } from '@radix-ui/themes';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './blog.css';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/** The way back to the list of posts. */
export function BackToBlog() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Flex>
      <ThemeLink asChild weight="medium">
        <Link to={localize('/blog')} className="blog-read-more">
          <ArrowLeft size={16} aria-hidden className="flip-in-rtl" />
          {t('blog.post.backToBlog')}
        </Link>
      </ThemeLink>
    </Flex>
  );
}
