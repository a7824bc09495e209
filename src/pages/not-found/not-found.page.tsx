import { Button, Card, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { House, Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRenderStatus } from '@src/app/render-status';
import { PageHead } from '@src/components/page-head/page-head';
import { PageHeader } from '@src/components/page-header/page-header';
import type { SearchablePage } from '@src/features/site-search/site-search';
import { useSiteSearch } from '@src/features/site-search/use-site-search';
import { useLocalizedPath } from '@src/i18n/use-localized-path';
import './not-found.css';

/** A page of the site as a card: its name as the link, what it offers under it. */
function PageLinks({ pages, label }: { pages: readonly SearchablePage[]; label: string }) {
  const localize = useLocalizedPath();
  return (
    <Grid asChild columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
      <ul className="site-pages" aria-label={label}>
        {pages.map((page) => (
          <li key={page.id}>
            <Card asChild size="2">
              <Link to={localize(page.path)} className="site-pages__link">
                <Text as="p" size="3" weight="bold">
                  {page.title}
                </Text>
                <Text as="p" size="2" color="gray">
                  {page.description}
                </Text>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Grid>
  );
}

/**
 * Any other path (spec part 2 §2: 'Page Not Found'), answered with status 404. Not a dead end
 * (issue 22): the page a mistyped address most likely meant, a search of the site's pages and the
 * main pages.
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const search = useSiteSearch();
  const searchId = useId();
  const found = t('siteSearch.results', { total: search.results.length });
  useRenderStatus(404);
  return (
    <PageHeader title={t('notFound.title')}>
      <PageHead title={t('notFound.title')} description={t('notFound.description')} noIndex />
      <Text as="p" size="3" color="gray" mb="4">
        {t('notFound.description')}
      </Text>
      {search.suggestion ? (
        <Text as="p" size="4" weight="medium" mb="4" className="not-found__suggestion">
          <Link to={localize(search.suggestion.path)}>
            {t('siteSearch.didYouMean', { page: search.suggestion.title })}
          </Link>
        </Text>
      ) : null}
      <Button asChild size="3" mb="6">
        <Link to={localize('/')}>
          <House size={16} aria-hidden />
          {t('notFound.backHome')}
        </Link>
      </Button>

      <Flex role="search" direction="column" gap="2" mb="5">
        <Text as="label" htmlFor={searchId} size="3" weight="bold">
          {t('siteSearch.searchLabel')}
        </Text>
        <TextField.Root
          id={searchId}
          type="search"
          size="3"
          placeholder={t('siteSearch.searchPlaceholder')}
          value={search.query}
          onChange={(event) => search.onQueryChange(event.target.value)}
          autoComplete="off"
        >
          <TextField.Slot>
            <Search size={16} aria-hidden />
          </TextField.Slot>
        </TextField.Root>
      </Flex>

      <Flex direction="column" gap="3">
        {/* Always on the page, so a screen reader hears each new count as the visitor types. */}
        <Text as="p" size="3" weight="medium" role="status">
          {!search.searched
            ? ''
            : search.results.length > 0
              ? found
              : t('siteSearch.noResults', { query: search.query.trim() })}
        </Text>
        {search.results.length > 0 ? (
          <PageLinks pages={search.results} label={found} />
        ) : (
          <>
            <Heading as="h2" size="4">
              {t('siteSearch.mainPages')}
            </Heading>
            <PageLinks pages={search.mainPages} label={t('siteSearch.mainPages')} />
          </>
        )}
      </Flex>
    </PageHeader>
  );
}
