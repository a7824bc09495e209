/**
 * API paths answer in JSON even when nothing matched: 404 for an unknown path, 405 (with Allow)
 * for a known path called with another method. Other paths fall through to the static site.
 */
import type { Middleware } from 'koa';

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

export const apiFallback: Middleware = async (ctx, next) => {
  await next();
  if (!isApiPath(ctx.path) || (ctx.body !== undefined && ctx.body !== null)) return;
  if (ctx.status === 405) ctx.body = { message: 'Method not allowed' };
  else if (ctx.status === 404) {
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  }
};
