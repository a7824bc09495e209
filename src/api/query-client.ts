import { QueryClient } from '@tanstack/react-query';
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

/** The application's cache. */
export const queryClient = createQueryClient();
