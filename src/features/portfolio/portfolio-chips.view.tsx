import { Badge, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@src/i18n/use-language';
import type { CategoryCount } from '@src/components/content/portfolio/portfolio-summary';
import '@src/components/content/portfolio/portfolio.css';

/** All Projects and each category with its count: a summary, not a filter (spec part 2 §2). */
export function PortfolioChips({ counts }: { counts: readonly CategoryCount[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Flex asChild gap="2" wrap="wrap" p="0" m="0">
      <ul className="portfolio-badge-list" aria-label={t('portfolio.categoriesLabel')}>
        {counts.map(({ category, count }) => (
          <li key={category}>
            <Badge size="3" radius="full" variant={category === 'all' ? 'solid' : 'soft'}>
              {t('portfolio.chip', {
                label: category === 'all' ? t('portfolio.all') : t(`portfolio.categories.${category}`),
                count: new Intl.NumberFormat(language).format(count),
              })}
            </Badge>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
