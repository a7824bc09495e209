import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID, type QueryStateElement } from '@src/app/query-state';
import { prepareLanguageSwitch } from '@src/i18n/i18n';
import { getQueryFn } from './query-fn';

/**
 * The data defaults of the spec (part 1 §9, decision 23): data never goes stale, no refetch on
 * focus, no polling, nothing retried. A factory so tests and stories get an isolated cache.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });

/**
 * The queries the page was rendered with, while their content holds the texts of the page's
 * language only (contract/content-texts.ts's `inLanguageOnly`).
 */
let narrowed: { language: string; queryHashes: Set<string> } | null = null;

/**
 * Before the interface switches to `language`, the content the page was rendered with is fetched
 * whole (every language's texts), so the new language's texts are there when it shows; then the
 * cache has them all. Nothing to do in the page's own language or once fetched; a failed fetch is
 * tried again at the next switch.
 */
const contentReadyIn = async (client: QueryClient, language: string): Promise<void> => {
  if (!narrowed || narrowed.language === language) return;
  const { queryHashes } = narrowed;
  const isNarrowed = (query: { queryHash: string }) => queryHashes.has(query.queryHash);
  await client.refetchQueries({ predicate: isNarrowed });
  const failed = client
    .getQueryCache()
    .findAll({ predicate: (query) => isNarrowed(query) && query.state.status === 'error' });
  if (failed.length === 0) narrowed = null;
};

/** Data a page was rendered with on the server (a blog post), so the first render matches it. */
const adoptServerData = (client: QueryClient): void => {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  const { state, contentLanguage } = JSON.parse(element.textContent) as QueryStateElement<DehydratedState>;
  // The visitor switched the language before anything read data: the page's texts are not the interface's.
  if (contentLanguage !== document.documentElement.lang) return;
  hydrate(client, state);
  narrowed = {
    language: contentLanguage,
    queryHashes: new Set(state.queries.map((query) => query.queryHash)),
  };
  prepareLanguageSwitch((language) => contentReadyIn(client, language));
};

let current: QueryClient | null = null;

/**
 * The application's cache, made when the first feature that reads data loads (the first load of a
 * page carries no query code), with the data the server rendered the page with.
 */
export const getQueryClient = (): QueryClient => {
  if (!current) {
    current = createQueryClient();
    adoptServerData(current);
  }
  return current;
};

/** A fresh cache for a test, a story or a server render. */
export const replaceQueryClient = (client: QueryClient): QueryClient => (current = client);
