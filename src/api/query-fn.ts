import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { throwIfNotOk } from './api-error';
import { readJson } from './api-request';
import { authHeader } from './auth-header';

/** What a read does with a 401: throw like any error (default), or answer null (opt-in). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The URL of the default read: the query key's segments joined by "/" (spec part 1 §7). */
export const urlFromQueryKey = (queryKey: QueryKey): string =>
  queryKey
    .map((segment) => {
      if (typeof segment === 'string' || typeof segment === 'number') return String(segment);
      throw new TypeError(
        'The default read needs a query key of strings and numbers; pass a queryFn instead.',
      );
    })
    .join('/');

/** The default read: GET with cookies and the bearer token, JSON parsed. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey, signal }) => {
    const url = urlFromQueryKey(queryKey);
    const response = await fetch(url, { credentials: 'include', headers: authHeader(url), signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await readJson(response)) as T;
  };
