/**
 * The built client (`dist/`) on the API's port: hashed assets cached for a year, other files
 * revalidated, the SPA shell for every client route with 200, and the same shell with HTTP 404 for
 * any other path (the client renders its Page Not Found page). API paths never reach this, and no
 * request can read outside the dist folder or a dotfile inside it.
 */
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import { isApiPath } from './http/not-found';

export interface StaticOptions {
  /** The folder `vite build` wrote. */
  distDir: string;
}

/** The client router's paths (src/app/routes.tsx); anything else is the 404 page. */
const CLIENT_ROUTES: readonly RegExp[] = [
  '/',
  '/portfolio',
  '/domains',
  '/blog',
  '/blog/:slug',
  '/blog/:country/:city',
  '/texas-website-development',
  '/claim-credit',
  '/payment-success',
  '/checkout/:id',
  '/luxury-websites',
  '/professional-websites',
  '/emergency-website-development',
].map((route) => new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`));

export const isClientRoute = (pathname: string): boolean =>
  CLIENT_ROUTES.some((route) => route.test(pathname));

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (file: string): string =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Vite writes content-hashed names under /assets/: they never change, so browsers keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, robots.txt) is revalidated on each use. */
const REVALIDATE = 'no-cache';

/**
 * The file a URL path names inside `root`, or null when the path is malformed, escapes the root or
 * touches a dotfile. Decoding happens once, before the check, so `%2e%2e%2f` is caught too.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

const fileStats = async (file: string): Promise<Stats | null> => {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
};

export function mountStatic(app: Koa, { distDir }: StaticOptions): void {
  const root = path.resolve(distDir);
  const shellFile = path.join(root, 'index.html');

  const sendShell = async (ctx: Koa.Context, status: number) => {
    let html: Buffer;
    try {
      html = await readFile(shellFile);
    } catch {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The site has not been built yet: run `npm run build`, or `npm start` which builds it.';
      return;
    }
    ctx.status = status;
    ctx.set('Cache-Control', REVALIDATE);
    ctx.type = CONTENT_TYPES['.html'] ?? 'text/html';
    ctx.body = html;
  };

  app.use(async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();

    const file = ctx.path === '/' ? shellFile : resolveInside(root, ctx.path);
    if (file === shellFile) return sendShell(ctx, 200);
    const stats = file ? await fileStats(file) : null;
    if (!file || !stats) return sendShell(ctx, isClientRoute(ctx.path) ? 200 : 404);

    ctx.status = 200;
    ctx.set('Cache-Control', ctx.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    ctx.lastModified = stats.mtime;
    ctx.etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = contentTypeOf(file);
    // Koa destroys the stream when the response ends, also for HEAD where it is never read.
    ctx.body = createReadStream(file);
    ctx.length = stats.size;
  });
}
