/**
 * API paths answer in JSON even when nothing matched: 404 for an unknown path, 405 (with Allow)
 * for a known path called with another method — also one no route uses at all (TRACE, PROPFIND,
 * PURGE…), which the router answers 501 in plain text. Other paths fall through to the static site.
 */
import type { Middleware } from 'koa';

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

export const apiFallback: Middleware = async (ctx, next) => {
  await next();
  if (!isApiPath(ctx.path) || (ctx.body !== undefined && ctx.body !== null)) return;
  // The router's 501 carries the path's methods in Allow; none means the path itself is unknown.
  if (ctx.status === 501 && ctx.response.get('Allow')) ctx.status = 405;
  if (ctx.status === 501) {
    ctx.remove('Allow');
    ctx.status = 404;
  }
  if (ctx.status === 405) ctx.body = { message: 'Method not allowed' };
  else if (ctx.status === 404) {
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  }
};
