/**
 * The 404 page's way on (issue 22): the main pages, a search of the site's pages in the page's
 * language, and the page a mistyped address most likely meant.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PREFIXED_LANGUAGES } from '@contract/language-paths';
import { useHydrated } from '@src/lib/use-address-query';
import { MAIN_PAGES, SITE_INDEX } from './site-index';
import { closestPage, searchPages, type SearchablePage } from './site-search';

export interface SiteSearchView {
  query: string;
  /** The query has words: the results (or the lack of them) replace the main pages. */
  searched: boolean;
  results: SearchablePage[];
  mainPages: SearchablePage[];
  /**
   * The page the address most likely meant. Null on the server and while hydrating: the 404 page
   * is rendered once for every unknown address, so only the browser knows which one it is.
   */
  suggestion: SearchablePage | null;
  onQueryChange: (value: string) => void;
}

export function useSiteSearch(): SiteSearchView {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const pages = useMemo(
    () =>
      SITE_INDEX.map((entry) => ({
        ...entry,
        title: t(`siteSearch.pages.${entry.id}.title`),
        description: t(`siteSearch.pages.${entry.id}.description`),
      })),
    [t],
  );
  const suggested = hydrated ? closestPage(pathname, PREFIXED_LANGUAGES) : null;
  return {
    query,
    searched: query.trim() !== '',
    results: useMemo(() => searchPages(pages, query), [pages, query]),
    mainPages: MAIN_PAGES.flatMap((id) => pages.filter((page) => page.id === id)),
    suggestion: pages.find((page) => page.id === suggested?.id) ?? null,
    onQueryChange: setQuery,
  };
}
