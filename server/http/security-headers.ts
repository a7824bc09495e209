/**
 * Security headers on every answer: a CSP that allows this site's own assets only (plus inline
 * styles, which Radix Themes sets, and data: images), no sniffing, no framing, a strict referrer,
 * and HSTS when the request came over HTTPS. API answers are never stored by a browser or a proxy
 * (tokens, account data, payment links), except the public content lists, which are the same for
 * everyone and may be reused for a minute.
 */
import type { Context, Middleware } from 'koa';
import { contentRoutes } from '@contract/api/content';
import { isApiPath } from './not-found';

/**
 * Origins beyond this site that the build's configuration needs, by directive: the analytics
 * provider's, when one is configured (src/tracking/analytics-config.ts); none by default.
 */
export interface ExtraCspSources {
  scriptSrc: readonly string[];
  connectSrc: readonly string[];
  imgSrc: readonly string[];
}

export const NO_EXTRA_SOURCES: ExtraCspSources = { scriptSrc: [], connectSrc: [], imgSrc: [] };

/**
 * The policy, allowing besides this site's own scripts only the inline scripts whose hashes the
 * build recorded (the theme boot script that runs before the first paint), and the origins the
 * build's configuration names.
 */
export const contentSecurityPolicy = (
  scriptHashes: readonly string[] = [],
  extra: ExtraCspSources = NO_EXTRA_SOURCES,
): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...extra.scriptSrc].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...extra.imgSrc].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...extra.connectSrc].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const HSTS = 'max-age=31536000; includeSubDomains';

export const API_CACHE_CONTROL = 'no-store';
export const PUBLIC_CONTENT_CACHE_CONTROL = 'public, max-age=60';

/**
 * The headers every answer carries, as name and value pairs made once. Names are written in lower
 * case (header names are case-insensitive): Node keys its header table by the lower-cased name,
 * and a name already in lower case spares it a new string per header per request.
 */
const everyAnswer = (csp: string): readonly (readonly [string, string])[] => [
  ['content-security-policy', csp],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
];

/**
 * The content routes' paths as declared (`/api/blog-posts/:slug`): the router names the route it
 * matched, so a set lookup says whether an answer is public content, with no per-request pattern.
 */
const PUBLIC_CONTENT_ROUTES: ReadonlySet<string> = new Set(
  Object.values(contentRoutes).map((route) => route.path),
);

/** A successful read of public content: the only API answer a cache may keep. */
export const isCacheableContent = (ctx: Context): boolean =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') &&
  ctx.status === 200 &&
  PUBLIC_CONTENT_ROUTES.has((ctx as Context & { routerPath?: string }).routerPath ?? '');

export interface SecurityHeaderOptions {
  /** `sha256-…` sources of the inline scripts the pages carry. */
  scriptHashes?: readonly string[];
  /** Origins the build's configuration needs (a configured analytics provider). */
  extraSources?: ExtraCspSources;
}

export const createSecurityHeaders = ({
  scriptHashes = [],
  extraSources = NO_EXTRA_SOURCES,
}: SecurityHeaderOptions = {}): Middleware => {
  const headers = everyAnswer(contentSecurityPolicy(scriptHashes, extraSources));
  return async (ctx, next) => {
    // Straight onto the response: nothing has been sent yet, and the values are constants.
    const { res } = ctx;
    for (const [name, value] of headers) res.setHeader(name, value);
    // ctx.secure reads X-Forwarded-Proto only when the app trusts its proxy.
    if (ctx.secure) res.setHeader('strict-transport-security', HSTS);
    const api = isApiPath(ctx.path);
    // Set before the call, so that errors (which skip the code after `next`) carry it too.
    if (api) res.setHeader('cache-control', API_CACHE_CONTROL);
    await next();
    if (api && isCacheableContent(ctx)) ctx.set('Cache-Control', PUBLIC_CONTENT_CACHE_CONTROL);
  };
};

/** The headers with no inline script allowed (the API alone, tests). */
export const securityHeaders: Middleware = createSecurityHeaders();
