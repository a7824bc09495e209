/**
 * The cache key of a read by route name. The server renders a page with data under this key (a
 * blog post), the browser reads it under the same key: keep it free of imports, so the server
 * bundle takes nothing else from the client.
 */
export const routeQueryKey = (name: string, options?: unknown): readonly ['route', string, unknown] =>
  ['route', name, options ?? {}] as const;
