/**
 * The site beside the API: the build's files (hashed assets cached for a year, precompressed
 * brotli and gzip served by negotiation through @koa/send), and the pages in their URL's language
 * (English unprefixed, the others under their code; an unprefixed URL redirects a visitor who
 * prefers another language, negotiate-language.ts): prerendered ones from the build, the pages that show stored
 * data (the home page's portfolio grid, showcase and testimonials, the portfolio, the blog and its posts, whose title and
 * description link previews read) rendered on request and kept while that data stays the same, so
 * a change made in the content studio shows in their HTML without a rebuild (issue 20). Unknown
 * paths get the Page Not Found page with HTTP 404. API paths and other methods pass through.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { send } from '@koa/send';
import type Koa from 'koa';
import type { Context } from 'koa';
import type { PortfolioFilter } from '@contract/api/content';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@contract/catalogue';
import { servedCityAt } from '@contract/served-places';
import { languageOfPath, localizedPath } from '@contract/language-paths';
import { NOT_FOUND_PAGE, SITE_ORIGIN_PLACEHOLDER, SITE_PAGES, type SitePage } from '@contract/site-pages';
import { routeQueryKey } from '@contract/route-query-key';
import { isApiPath } from '../http/not-found';
import { NO_EXTRA_SOURCES, type ExtraCspSources } from '../http/security-headers';
import type { Logger } from '../lib/logger';
import type { ContentService } from '../services/content';
import { robotsTxt, sitemapXml } from './crawler-files';
import { createBestCompressionQueue } from './best-compression';
import { compressHtml, compressHtmlBest, createHtmlCache, type CompressedHtml } from './html-cache';
import { negotiateLanguage } from './negotiate-language';
import { createPageComposer } from './page-composer';
import { loadRenderer, prerenderedPagePath, readSiteFilesSync, type SiteRenderer } from './site-build';

export interface SiteServerDeps {
  /** The folder the build wrote (`dist/`). */
  distDir: string;
  /** The site's public address, for canonical links and link previews. */
  publicOrigin: string;
  content: Pick<
    ContentService,
    'blogPost' | 'blogPosts' | 'portfolio' | 'portfolioAll' | 'showcaseProjects' | 'testimonials'
  >;
  logger: Logger;
  now?: () => number;
  /** Compress each page again as small as it gets, in the background (default: yes). */
  bestCompression?: boolean;
}

export interface SiteServer {
  middleware: Koa.Middleware;
  /** The CSP script-src hashes of the inline scripts the pages carry. */
  scriptHashes: string[];
  /** Origins the build's configuration adds to the CSP (a configured analytics provider). */
  cspSources: ExtraCspSources;
  /**
   * Forgets the pages rendered from stored content. Not needed for freshness (a page is kept by the
   * data it shows, so changed data renders it again): it frees what changed content made stale.
   */
  contentChanged(): void;
}

/** The home grid's first tab, whose projects the home page's HTML carries (portfolio-grid.tsx). */
const HOME_PORTFOLIO_TAB: PortfolioFilter = 'all';

const YEAR_MS = 365 * 24 * 3600 * 1000;
/**
 * Folders whose file names carry a hash of their bytes, so a name never changes meaning: the
 * build's assets and the demo projects' screenshots (`npm run portfolio-images`).
 */
const HASHED_FOLDERS = ['/assets/', '/work/'];
/**
 * A page rendered on request is kept by the data it was rendered with (and reused while that data
 * is the same); an entry whose data changed is never asked for again and goes after this long.
 */
const RENDERED_PAGE_TTL_MS = 10 * 60_000;

/**
 * Pages waiting for their best compression: a visit of a few pages is all taken; a crawl's
 * hundreds are compressed as they come back, not all at once.
 */
const BEST_COMPRESSION_WAITING = 16;

type PageData = ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>;

/**
 * A short hash of the data a page shows. The content service hands out the same frozen answer
 * while it keeps it, so one hash per answer is enough.
 */
const fingerprints = new WeakMap<object, string>();
const fingerprintOf = (data: PageData): string =>
  data
    .map(({ data: value }) => {
      if (typeof value !== 'object' || value === null) return JSON.stringify(value);
      let hash = fingerprints.get(value);
      if (!hash) {
        hash = createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
        fingerprints.set(value, hash);
      }
      return hash;
    })
    .join('.');

interface PageMatch {
  page: SitePage;
  params: Record<string, string>;
}

const PAGE_PATTERNS = SITE_PAGES.map((page) => {
  const names: string[] = [];
  const source = page.path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { page, names, pattern: new RegExp(`^${source === '/' ? '' : source}/?$`) };
});

export const matchSitePage = (pathname: string): PageMatch | null => {
  for (const { page, names, pattern } of PAGE_PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return {
        page,
        params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')])),
      };
    } catch {
      return null;
    }
  }
  return null;
};

const NOT_BUILT =
  'The site has not been built yet: run `npm run build`, or `npm start`, which builds it when needed.';

export function createSiteServer(deps: SiteServerDeps): SiteServer {
  const { distDir, publicOrigin, content, logger, bestCompression: compressBest = true } = deps;
  const root = path.resolve(distDir);
  const files = readSiteFilesSync(root);
  const compose = files ? createPageComposer(files) : null;
  const cache = createHtmlCache({ maxEntries: 2000, now: deps.now ?? Date.now });
  const bestCompression = createBestCompressionQueue({
    maxWaiting: BEST_COMPRESSION_WAITING,
    onError: (page, error) => logger.warn('page kept at its quick compression', { page, error: String(error) }),
  });
  let renderer: Promise<SiteRenderer> | null = null;
  const withOrigin = (html: string) => html.replaceAll(SITE_ORIGIN_PLACEHOLDER, publicOrigin);

  /**
   * A page compressed and kept: quickly for the visitor who asked (brotli 11 on the main thread
   * kept the first visitor of each page and language waiting ~230 ms), then as small as it gets in
   * the background for everyone after.
   */
  const kept = (key: string, html: string, status: number, ttlMs?: number): CompressedHtml => {
    const page = compressHtml(html, status);
    cache.set(key, page, ttlMs);
    upgradeLater(key, page, ttlMs);
    return page;
  };

  /** Offers a quickly compressed page to the background pass (again, if it was turned away). */
  const upgradeLater = (key: string, page: CompressedHtml, ttlMs?: number): void => {
    if (page.best || !compressBest) return;
    bestCompression.offer(key, async () => {
      const best = await compressHtmlBest(page);
      // Unless the page went or changed meanwhile (its content changed).
      if (cache.peek(key) === page) cache.set(key, best, ttlMs);
    });
  };

  /** A kept page; one still at its quick compression is offered to the background pass again. */
  const fromCache = (key: string, ttlMs?: number): CompressedHtml | null => {
    const page = cache.get(key);
    if (page) upgradeLater(key, page, ttlMs);
    return page;
  };

  /** A prerendered page, read on first use. */
  const prerendered = (language: LanguageCode, file: string, status: number): CompressedHtml | null => {
    const key = `${language}/${file}`;
    const cached = fromCache(key);
    if (cached) return cached;
    const source = prerenderedPagePath(root, language, file);
    if (!existsSync(source)) return null;
    return kept(key, withOrigin(readFileSync(source, 'utf8')), status);
  };

  /**
   * A page rendered with the stored data it shows, kept under that data: the same data reuses it,
   * changed data (a studio change, here or in another server process) renders it again, so its
   * HTML and ETag follow the content.
   */
  const rendered = async (
    pagePath: string,
    language: LanguageCode,
    data: PageData = [],
  ): Promise<CompressedHtml | null> => {
    if (!compose) return null;
    const key = `${language}${pagePath}#${fingerprintOf(data)}`;
    const cached = fromCache(key, RENDERED_PAGE_TTL_MS);
    if (cached) return cached;
    renderer ??= loadRenderer(root);
    const page = await (await renderer).renderPage({ url: pagePath, language, origin: publicOrigin, data });
    return kept(key, compose(page), page.status, RENDERED_PAGE_TTL_MS);
  };

  /**
   * The home page with its sections of stored content in the HTML: the portfolio grid's first tab,
   * "Featured Client Sites" and the testimonials. Should the store fail to answer, the build's
   * prerendered home page stands in (those sections then load in the browser).
   */
  const home = async (language: LanguageCode, file: string): Promise<CompressedHtml | null> => {
    let data: PageData;
    try {
      const [portfolio, showcase, testimonials] = await Promise.all([
        content.portfolio(HOME_PORTFOLIO_TAB),
        content.showcaseProjects(),
        content.testimonials(),
      ]);
      data = [
        {
          queryKey: routeQueryKey('portfolio', { query: { category: HOME_PORTFOLIO_TAB } }),
          data: portfolio,
        },
        { queryKey: routeQueryKey('showcaseProjects'), data: showcase },
        { queryKey: routeQueryKey('testimonials'), data: testimonials },
      ];
    } catch (error) {
      logger.warn('home page served without its stored content', { error: String(error) });
      return prerendered(language, file, 200);
    }
    return rendered('/', language, data);
  };

  const respond = (ctx: Context, language: LanguageCode, page: CompressedHtml, noIndex: boolean): void => {
    ctx.status = page.status;
    // Search engines read this before the page's own robots meta: the 404 page and the pages of one
    // visitor's action are never listed.
    if (noIndex || page.status === 404) ctx.set('X-Robots-Tag', 'noindex');
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Language', language);
    ctx.vary('Accept-Encoding');
    ctx.etag = page.etag;
    if (page.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // Brotli whenever accepted (smaller), as @koa/send chooses for the build's files.
    const encoding =
      ctx.acceptsEncodings('br', 'identity') === 'br'
        ? 'br'
        : ctx.acceptsEncodings('gzip', 'identity') === 'gzip'
          ? 'gzip'
          : 'identity';
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  };

  /** A file of the build; false when there is none at that path. */
  const sendFile = async (ctx: Context): Promise<boolean> => {
    const asset = HASHED_FOLDERS.some((folder) => ctx.path.startsWith(folder));
    ctx.vary('Accept-Encoding');
    try {
      await send(ctx, ctx.path, {
        root,
        immutable: asset,
        maxage: asset ? YEAR_MS : 0,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } catch (error) {
      // 404: no such file; 400 and 403: a path that cannot name one (undecodable, or leaving the folder).
      if ([400, 403, 404].includes((error as { status?: number }).status ?? 0)) {
        return false;
      }
      throw error;
    }
    if (ctx.body == null) return false;
    if (ctx.fresh) {
      if (ctx.body instanceof Readable) ctx.body.destroy();
      ctx.status = 304;
      ctx.body = null;
    }
    return true;
  };

  /** The page at `pagePath` (its language's prefix taken off) in `language`. */
  const pageFor = async (pagePath: string, language: LanguageCode): Promise<CompressedHtml | null> => {
    const match = matchSitePage(pagePath);
    if (!match) return prerendered(language, NOT_FOUND_PAGE.file ?? 'not-found', 404);
    if (match.page.path === '/' && match.page.file) return home(language, match.page.file);
    if (match.page.file) return prerendered(language, match.page.file, 200);
    const { country, citySlug, slug } = match.params;
    // Only the places the catalogue serves have a city page (decision 31); any other is the 404 page.
    if (country !== undefined && citySlug !== undefined && !servedCityAt(country, citySlug)) {
      return prerendered(language, NOT_FOUND_PAGE.file ?? 'not-found', 404);
    }
    if (match.page.path === '/portfolio') {
      const projects = await content.portfolioAll();
      return rendered(pagePath, language, [{ queryKey: routeQueryKey('portfolioAll'), data: projects }]);
    }
    if (match.page.path === '/blog') {
      const posts = await content.blogPosts();
      return rendered(pagePath, language, [{ queryKey: routeQueryKey('blogPosts'), data: posts }]);
    }
    if (slug !== undefined) {
      const post = await content.blogPost(slug);
      // Without a post the page renders its own 'Blog Post Not Found' and asks for 404; the browser,
      // which hydrates the same route, renders the same (a prerendered 404 page would not match).
      return rendered(
        pagePath,
        language,
        post ? [{ queryKey: routeQueryKey('blogPost', { params: { slug } }), data: post }] : [],
      );
    }
    return rendered(pagePath, language);
  };

  const middleware: Koa.Middleware = async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    if (ctx.path === '/robots.txt' || ctx.path === '/sitemap.xml') {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = ctx.path === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
      ctx.body =
        ctx.path === '/robots.txt'
          ? robotsTxt(publicOrigin)
          : sitemapXml(publicOrigin, await content.blogPosts());
      return;
    }
    if (ctx.path !== '/' && !ctx.path.endsWith('/') && (await sendFile(ctx))) return;

    // A prefixed URL is its language's, whoever asks. An unprefixed one is English, unless the
    // visitor chose another language (cookie) or, without a choice, the browser prefers one: they
    // are sent to the same page in it (decision 30). Crawlers send neither and get English.
    const { language, path: pagePath, prefixed } = languageOfPath(ctx.path);
    if (!prefixed) {
      ctx.vary('Cookie');
      ctx.vary('Accept-Language');
      const wanted = negotiateLanguage(ctx);
      if (wanted !== DEFAULT_LANGUAGE) {
        ctx.set('Cache-Control', 'no-cache');
        ctx.redirect(`${localizedPath(wanted, ctx.path)}${ctx.search}`);
        return;
      }
    }
    const page = files ? await pageFor(pagePath, language) : null;
    if (!page) {
      logger.warn('site page missing from the build', { path: ctx.path, language });
      ctx.status = files ? 500 : 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = NOT_BUILT;
      return;
    }
    respond(ctx, language, page, matchSitePage(pagePath)?.page.noIndex === true);
  };

  return {
    middleware,
    scriptHashes: files?.scriptHashes ?? [],
    cspSources: files?.cspSources ?? NO_EXTRA_SOURCES,
    contentChanged: () => cache.dropRendered(),
  };
}
