import { hydrate, QueryClient } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '@src/app/query-state';
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

/** Data a page was rendered with on the server (a blog post), so the first render matches it. */
const adoptServerData = (client: QueryClient): void => {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (element?.textContent) hydrate(client, JSON.parse(element.textContent));
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
