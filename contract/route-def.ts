/**
 * The shape of a route and the helpers that build its URL. Each area file (`api/*.ts`) declares
 * its routes with `defineRoute`; `routes.ts` gathers them into the one table.
 */
import type { z } from 'zod';

/** Who may call: anyone, a customer-scoped token, or an admin-scoped token (decision 9). */
export type Access = 'public' | 'customer' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Koa style: '/api/admin/customer/:id'. */
  path: string;
  access: Access;
  body?: Body;
  query?: Query;
  params?: Params;
  response: Res;
  /** Limited per client address and per account (decision 12). */
  rateLimited?: boolean;
  /** The handler needs the unparsed body (signature checks), so no JSON body parser runs. */
  raw?: boolean;
  /**
   * 'sse': the answer is a stream of server-sent events (text/event-stream), each event's data one
   * value of `response`, instead of one JSON body.
   */
  stream?: 'sse';
}

/** Keeps each route's literal method, path and precise schema types. */
export const defineRoute = <const R extends RouteDef>(route: R): R => route;

/** The `:name` segments of a Koa-style path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string };

/** Fills a route's `:params` (URI-encoded); a route without params takes none. */
export function pathFor<R extends RouteDef>(
  route: R,
  ...[params]: [PathParamNames<R['path']>] extends [never] ? [] : [PathParams<R['path']>]
): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.path}`);
    return encodeURIComponent(value);
  });
}

/** Appends a query string, skipping undefined values: withQuery('/api/portfolio', { category }). */
export const withQuery = (
  path: string,
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};
