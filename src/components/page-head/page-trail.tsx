import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageOfPath, localizedPath } from '@contract/language-paths';
import { siteUrl } from '@src/lib/site-origin';
import { breadcrumbList, StructuredData } from './structured-data';

/**
 * An inner page's place in the site for search engines (BreadcrumbList): the home page, the pages
 * between (a post: the blog), then this page, in the page's language. Apart from PageHead so the
 * home page's first load does not carry it.
 */
export function PageTrail({
  title,
  between = [],
}: {
  title: string;
  between?: ReadonlyArray<{ name: string; path: string }>;
}) {
  const { t } = useTranslation();
  const { language, path } = languageOfPath(useLocation().pathname);
  const url = (target: string) => siteUrl(localizedPath(language, target));
  return (
    <StructuredData
      data={breadcrumbList([
        { name: t('nav.home'), url: url('/') },
        ...between.map((crumb) => ({ name: crumb.name, url: url(crumb.path) })),
        { name: title, url: url(path) },
      ])}
    />
  );
}
