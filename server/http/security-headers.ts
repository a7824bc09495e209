/**
 * Security headers on every answer: a CSP that allows this site's own assets only (plus inline
 * styles, which Radix Themes sets, and data: images), no sniffing, no framing, a strict referrer,
 * and HSTS when the request came over HTTPS. API answers are never stored by a browser or a proxy
 * (tokens, account data, payment links), except the public content lists, which are the same for
 * everyone and may be reused for a minute.
 */
import type { Context, Middleware } from 'koa';
import { contentRoutes } from '../../contract/api/content';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

export const API_CACHE_CONTROL = 'no-store';
export const PUBLIC_CONTENT_CACHE_CONTROL = 'public, max-age=60';

/** The content routes' paths as patterns (`:slug` is one segment). */
const PUBLIC_CONTENT_PATHS = Object.values(contentRoutes).map(
  (route) => new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
);

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** A successful read of public content: the only API answer a cache may keep. */
const isCacheableContent = (ctx: Context): boolean =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') &&
  ctx.status === 200 &&
  PUBLIC_CONTENT_PATHS.some((pattern) => pattern.test(ctx.path));

export const securityHeaders: Middleware = async (ctx, next) => {
  ctx.set({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
  // ctx.secure reads X-Forwarded-Proto only when the app trusts its proxy.
  if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
  const api = isApi(ctx.path);
  // Set before the call, so that errors (which skip the code after `next`) carry it too.
  if (api) ctx.set('Cache-Control', API_CACHE_CONTROL);
  await next();
  if (api && isCacheableContent(ctx)) ctx.set('Cache-Control', PUBLIC_CONTENT_CACHE_CONTROL);
};
