/**
 * Security headers on every answer: a CSP that allows this site's own assets only (plus inline
 * styles, which Radix Themes sets, and data: images), no sniffing, no framing, a strict referrer,
 * and HSTS when the request came over HTTPS.
 */
import type { Middleware } from 'koa';

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
  await next();
};
