/**
 * The site server over a small build made here (the real build is exercised by the e2e journeys):
 * prerendered pages in their URL's language (an unprefixed URL redirecting a visitor who chose or
 * prefers another language), compressed by negotiation,
 * files of the build with their caching, pages rendered on request, 404s, and nothing outside the
 * public folder.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { CITY_PAGE_PATHS } from '@contract/served-places';
import { localizedPath } from '@contract/language-paths';
import { SITE_PAGES } from '@contract/site-pages';
import { createMemoryLogger } from '../lib/logger';
import { compileCriticalCss } from './critical-css';
import { createSiteServer, matchSitePage, type SiteServer } from './site-server';

const ORIGIN = 'https://agency.example';
const PLACEHOLDER = 'https://site-origin.invalid';
const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr" class="light"><head><!--page-head--><link rel="stylesheet" href="/assets/site.css"></head><body><div id="root"><!--page-body--></div><!--page-data--></body></html>';
const PUBLISHED = { slug: 'local-seo-checklist', title: 'Local SEO checklist' };
const PROJECT_TITLE = 'Harbour Dental Clinic';
const REVIEWER = 'Maria Delgado';
const SHOWCASE_COMPANY = 'Harborline Credit Union';
/** The home page as the stand-in renderer renders it. */
const HOME_EN = '<h1>/ (en)</h1>';

/** A prerendered page as the build writes it: the language in <html>, the origin a placeholder. */
const pageHtml = (language: string, file: string) =>
  `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><link rel="canonical" href="${PLACEHOLDER}/${file}"></head><body><h1>${file} in ${language}</h1>${'<p>padding text for compression</p>'.repeat(40)}</body></html>`;

/** The server renderer stand-in: renders the path, the language and the data it was given. */
const FAKE_RENDERER = `
export async function renderPage({ url, language, origin, data = [] }) {
  const missing = url.includes('not-a-city') || (url.startsWith('/blog/') && data.length === 0 && url.split('/').length === 3);
  return {
    status: missing ? 404 : 200, lang: language, dir: language === 'ar' ? 'rtl' : 'ltr',
    head: '<title>' + url + '</title><link rel="canonical" href="' + origin + url + '">',
    body: '<main class="page"><h1>' + url + ' (' + language + ')</h1>' + data.map((d) => '<p>' + JSON.stringify(d.data) + '</p>').join('') + '</main>',
    dataElement: data.length ? '<script type="application/json" id="query-state">' + JSON.stringify(data) + '</script>' : '',
    modules: [], texts: [],
  };
}`;

let server: Server;
let siteServer: SiteServer;
/** The post's title as the store holds it now (the studio may change it). */
let publishedTitle = PUBLISHED.title;
/** The testimonials as the store holds them now; null: the store fails to answer. */
let reviewers: string[] | null = [REVIEWER];
let base: string;
let workDir: string;
/** The build the servers here serve. */
let dist: string;
const renderedSlugs: string[] = [];

function get(
  rawPath: string,
  {
    method = 'GET',
    headers = {},
    on = server,
  }: { method?: string; headers?: Record<string, string>; on?: Server } = {},
) {
  const { port } = on.address() as AddressInfo;
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const text = async (rawPath: string, headers: Record<string, string> = {}) => {
  const response = await get(rawPath, { headers: { 'Accept-Encoding': 'identity', ...headers } });
  return { ...response, text: response.body.toString('utf8') };
};

/** A page's HTML compressed as the server's brotli does it at `level` (5 quick, 11 smallest). */
const brotliAt = (identity: Buffer, level: number) =>
  brotliCompressSync(identity, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: level,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'site-server-test-'));
  dist = path.join(workDir, 'dist');
  const site = path.join(dist, '.site');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(site, 'ssr'), { recursive: true });
  const js = 'console.log("app");'.repeat(100);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), js);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), 'br-bytes');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), 'gz-bytes');
  await writeFile(path.join(dist, 'assets', 'site.css'), '.page{color:red}.unused{color:blue}');
  await mkdir(path.join(dist, 'work'), { recursive: true });
  await writeFile(path.join(dist, 'work', 'ledgerly.0123abcdef-480.avif'), 'avif-bytes');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, '.env'), 'SECRET=1');
  await writeFile(path.join(workDir, 'secret.txt'), 'outside the dist folder');
  // Each language's index of text groups, which every page preloads.
  const manifest = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      `src/i18n/locales/${language}/index.ts`,
      { file: `assets/texts-${language}.js` },
    ]),
  );
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(site, 'template.html'), TEMPLATE);
  await writeFile(
    path.join(site, 'critical-css.json'),
    JSON.stringify(
      compileCriticalCss([{ href: '/assets/site.css', css: '.page{color:red}.unused{color:blue}' }]),
    ),
  );
  await writeFile(path.join(site, 'csp.json'), JSON.stringify({ scriptHashes: ['sha256-abc'] }));
  await writeFile(path.join(site, 'ssr', 'entry-server.js'), FAKE_RENDERER);
  for (const language of LANGUAGE_CODES) {
    await mkdir(path.join(site, 'pages', language), { recursive: true });
    for (const file of [...SITE_PAGES.map((page) => page.file), 'not-found']) {
      if (file) await writeFile(path.join(site, 'pages', language, `${file}.html`), pageHtml(language, file));
    }
  }
  await writeFile(
    path.join(site, 'build.json'),
    JSON.stringify({ builtAt: '2026-11-23T00:00:00Z', pages: 130 }),
  );

  siteServer = createSiteServer({
    distDir: dist,
    publicOrigin: ORIGIN,
    logger: createMemoryLogger('warn').logger,
    content: {
      blogPosts: async () => [{ slug: PUBLISHED.slug, createdAt: '2026-10-01T08:00:00.000Z' } as never],
      portfolio: async (category) => [{ id: 'p1', title: `${PROJECT_TITLE} (${category})` } as never],
      portfolioAll: async () => [{ id: 'p1', title: PROJECT_TITLE } as never],
      showcaseProjects: async () => [{ id: 's1', companyName: SHOWCASE_COMPANY } as never],
      testimonials: async () => {
        if (!reviewers) throw new Error('store unavailable');
        return reviewers.map((clientName) => ({ clientName }) as never);
      },
      blogPost: async (slug) => {
        renderedSlugs.push(slug);
        return slug === PUBLISHED.slug ? ({ ...PUBLISHED, title: publishedTitle } as never) : null;
      },
    },
  });
  expect(siteServer.scriptHashes).toEqual(['sha256-abc']);
  // A csp.json without sources (no analytics configured, or an older build) adds no origin.
  expect(siteServer.cspSources).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [] });
  const app = new Koa();
  app.use(async (ctx, next) => {
    if (ctx.path === '/api/ping') ctx.body = { ok: true };
    else await next();
  });
  app.use(siteServer.middleware);
  app.use(async (ctx) => {
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

describe('pages', () => {
  it.each([
    ['/professional-websites', 'professional-websites'],
    ['/domains/', 'domains'],
    ['/texas-website-development', 'texas'],
    ['/claim-credit?email=a%40b.example', 'claim-credit'],
    ['/checkout/pay_123', 'checkout'],
    ['/luxury-websites', 'luxury-websites'],
  ])('answers %s with its prerendered page, revalidated, the origin filled in', async (route, file) => {
    const response = await text(route);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain(`<h1>${file} in en</h1>`);
    expect(response.text).toContain(`href="${ORIGIN}/${file}"`);
    expect(response.text).not.toContain(PLACEHOLDER);
  });

  it.each([
    ['/ar/professional-websites', 'professional-websites', 'ar'],
    ['/de/domains', 'domains', 'de'],
    ['/es/texas-website-development', 'texas', 'es'],
    ['/ja/luxury-websites/', 'luxury-websites', 'ja'],
  ])('answers %s in its language whatever the visitor prefers', async (route, file, language) => {
    const response = await text(route, { Cookie: 'lang=fr', 'Accept-Language': 'ko' });
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<h1>${file} in ${language}</h1>`);
    expect(response.headers['content-language']).toBe(language);
  });

  it('redirects an unprefixed URL to the language of the cookie, before Accept-Language, and says it varies by both', async () => {
    const byCookie = await get('/domains?tld=com', {
      headers: { Cookie: 'lang=ar', 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.location).toBe('/ar/domains?tld=com');
    expect(String(byCookie.headers.vary)).toMatch(/Cookie/);
    expect(String(byCookie.headers.vary)).toMatch(/Accept-Language/);
    const home = await get('/', { headers: { Cookie: 'lang=ar' } });
    expect(home.headers.location).toBe('/ar/');
  });

  it("redirects to the browser's first supported language without a cookie; English visitors and crawlers stay", async () => {
    expect(
      (await get('/', { headers: { 'Accept-Language': 'xx, ja;q=0.8, fr;q=0.9' } })).headers.location,
    ).toBe('/fr/');
    expect((await get('/portfolio', { headers: { 'Accept-Language': 'ar-EG' } })).headers.location).toBe(
      '/ar/portfolio',
    );
    expect(
      (await get('/', { headers: { Cookie: 'lang=klingon', 'Accept-Language': 'ko' } })).headers.location,
    ).toBe('/ko/');
    const visitors: Record<string, string>[] = [
      {},
      { 'Accept-Language': 'xx' },
      { 'Accept-Language': 'en-GB,ar;q=0.5' },
    ];
    for (const headers of visitors) {
      const response = await text('/', headers);
      expect(response.status).toBe(200);
      expect(response.text).toContain(HOME_EN);
      expect(String(response.headers.vary)).toMatch(/Accept-Language/);
    }
  });

  it('keeps a visitor who chose English on the English URL, whatever the browser prefers', async () => {
    const response = await text('/domains', { Cookie: 'lang=en', 'Accept-Language': 'ar' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('<h1>domains in en</h1>');
  });

  it('sends the page compressed with brotli or gzip as the browser accepts, with an ETag for 304s', async () => {
    const br = await get('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain(HOME_EN);
    const gz = await get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain(HOME_EN);
    const again = await get('/', { headers: { 'If-None-Match': String(br.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it("answers a page's first visitor at once, then everyone after with the smallest brotli", async () => {
    const ask = () => get('/fr/domains', { headers: { 'Accept-Encoding': 'br' } });
    const first = await ask();
    const identity = brotliDecompressSync(first.body);
    expect(identity.toString()).toContain('<h1>domains in fr</h1>');
    const quality = (level: number) => brotliAt(identity, level);
    expect(quality(5).equals(quality(11))).toBe(false);
    expect(first.body.equals(quality(5))).toBe(true);
    await expect.poll(async () => (await ask()).body.equals(quality(11))).toBe(true);
    expect((await ask()).headers.etag).toBe(first.headers.etag);
  });

  it('keeps every page at its quick compression when told not to compress again (the tests’ servers)', async () => {
    const quick = createSiteServer({
      distDir: dist,
      publicOrigin: ORIGIN,
      logger: createMemoryLogger('warn').logger,
      content: { blogPosts: async () => [], blogPost: async () => null } as never,
      bestCompression: false,
    });
    const app = new Koa();
    app.use(quick.middleware);
    const quickServer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => quickServer.once('listening', resolve));
    try {
      const ask = () => get('/de/domains', { headers: { 'Accept-Encoding': 'br' }, on: quickServer });
      const first = await ask();
      const identity = brotliDecompressSync(first.body);
      expect(identity.toString()).toContain('<h1>domains in de</h1>');
      const atQuality = (level: number) => brotliAt(identity, level);
      expect(first.body.equals(atQuality(5))).toBe(true);
      // The background pass takes a few milliseconds for this page (the test above waits for it).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const later = await ask();
      expect(later.body.equals(atQuality(5))).toBe(true);
      expect(later.body.equals(atQuality(11))).toBe(false);
    } finally {
      await new Promise((resolve) => quickServer.close(resolve));
    }
  });

  it('compresses a crawl one page at a time: a page turned away gets its smallest brotli when asked again', async () => {
    const pages = LANGUAGE_CODES.filter((language) => language !== 'fr').flatMap((language) =>
      ['/domains', '/portfolio'].map((page) => localizedPath(language, page)),
    );
    // More new pages at once than the background pass takes (one compressing, sixteen waiting).
    expect(pages.length).toBeGreaterThan(17);
    const smallest = (body: Buffer) => brotliAt(brotliDecompressSync(body), 11);
    const ask = (page: string) => get(page, { headers: { 'Accept-Encoding': 'br' } });
    const first = await Promise.all(pages.map(ask));
    expect(first.map((response) => response.status)).toEqual(pages.map(() => 200));
    for (const page of pages) {
      await expect.poll(async () => {
        const response = await ask(page);
        return response.body.equals(smallest(response.body));
      }).toBe(true);
    }
  });

  it.each([
    '/no-such-page',
    '/portfolio/extra/segments',
    '/assets/missing.js',
    '/blog/a/b/c',
    '/.site/pages/en/home.html',
    '/index.html',
    '/de/no-such-page',
    '/de/en/portfolio',
  ])('answers %s with the Page Not Found page and HTTP 404, in its language', async (route) => {
    const language = route.startsWith('/de/') ? 'de' : 'en';
    const response = await text(route);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toContain(`<h1>not-found in ${language}</h1>`);
  });

  it('renders a blog post when asked, with the stored post in the page and its data element', async () => {
    const response = await text(`/es/blog/${PUBLISHED.slug}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<title>/blog/${PUBLISHED.slug}</title>`);
    expect(response.text).toContain('(es)</h1>');
    expect(response.text).toContain('Local SEO checklist');
    expect(response.text).toContain('id="query-state"');
    expect(response.text).toContain('["route","blogPost",{"params":{"slug":"local-seo-checklist"}}]');
    expect(response.text).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/texts-es.js">');
    expect(response.text).toMatch(/<style>[^<]*\.page\{color:red\}/);
    expect(response.text).not.toMatch(/<style>[^<]*\.unused/);
  });

  it('reuses a rendered post while its data is the same, and renders it again, with a new ETag, once it changes', async () => {
    const path = `/de/blog/${PUBLISHED.slug}`;
    const first = await text(path);
    expect(first.text).toContain('Local SEO checklist');
    const rendersBefore = renderedSlugs.length;
    const again = await text(path, { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    // The post was read again (its data decides), the page was not rendered again: same ETag.
    expect(renderedSlugs.length).toBe(rendersBefore + 1);
    // Changed where this process cannot see it (the studio of another server process).
    publishedTitle = 'Local SEO checklist, updated';
    const changed = await text(path, { 'If-None-Match': String(first.headers.etag) });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Local SEO checklist, updated');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    publishedTitle = PUBLISHED.title;
    siteServer.contentChanged();
    expect((await text(path)).headers.etag).toBe(first.headers.etag);
  });

  it('renders the home page with its projects, showcase sites and testimonials in the HTML and its data element, in every language', async () => {
    for (const language of LANGUAGE_CODES) {
      const response = await text(localizedPath(language, '/'));
      expect(response.status).toBe(200);
      expect(response.headers['content-language']).toBe(language);
      expect(response.text).toContain(`<h1>/ (${language})</h1>`);
      expect(response.text).toContain(`"clientName":"${REVIEWER}"`);
      expect(response.text).toContain('id="query-state"');
      expect(response.text).toContain(`"title":"${PROJECT_TITLE} (all)"`);
      expect(response.text).toContain(`"companyName":"${SHOWCASE_COMPANY}"`);
      // Under the keys the browser's sections read (portfolio-grid.tsx, showcase.tsx, testimonials.tsx).
      expect(response.text).toContain('{"queryKey":["route","portfolio",{"query":{"category":"all"}}]');
      expect(response.text).toContain('{"queryKey":["route","showcaseProjects",{}]');
      expect(response.text).toContain('{"queryKey":["route","testimonials",{}]');
    }
    reviewers = [REVIEWER, 'Tomás Rivera'];
    const ar = await text('/ar');
    expect(ar.text).toContain('<h1>/ (ar)</h1>');
    expect(ar.text).toContain('Tomás Rivera');
    reviewers = [REVIEWER];
  });

  it('serves the prerendered home page when the store cannot give its testimonials', async () => {
    reviewers = null;
    const response = await text('/ja/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<h1>home in ja</h1>');
    reviewers = [REVIEWER];
    expect((await text('/ja/')).text).toContain('<h1>/ (ja)</h1>');
  });

  it('renders the portfolio when asked, with its projects in the page and its data element', async () => {
    const response = await text('/ar/portfolio');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<h1>/portfolio (ar)</h1>');
    expect(response.text).toContain(PROJECT_TITLE);
    expect(response.text).toContain('["route","portfolioAll",{}]');
  });

  it('renders the blog when asked, with its published posts in the page and its data element', async () => {
    const response = await text('/ar/blog');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<h1>/blog (ar)</h1>');
    expect(response.text).toContain(`"slug":"${PUBLISHED.slug}"`);
    expect(response.text).toContain('["route","blogPosts",{}]');
  });

  it('renders an unknown or unpublished blog post without data, with the status the page asks for', async () => {
    const response = await text('/blog/no-such-post');
    expect(response.status).toBe(404);
    expect(response.text).toContain('<h1>/blog/no-such-post (en)</h1>');
    expect(response.text).not.toContain('"blogPost"');
    expect(renderedSlugs).toContain('no-such-post');
  });

  it('renders the page of a served city when asked, in its language', async () => {
    const city = await text('/ar/blog/united-states/emergency-website-development-austin');
    expect(city.status).toBe(200);
    expect(city.headers['x-robots-tag']).toBeUndefined();
    expect(city.text).toContain('<h1>/blog/united-states/emergency-website-development-austin (ar)</h1>');
  });

  it.each([
    '/blog/free-bitcoin/emergency-website-development-call-555-scam-now',
    '/blog/canada/emergency-website-development-dubai',
    '/ar/blog/narnia/emergency-website-development-cair-paravel',
  ])('answers %s, a place the agency does not serve, with the 404 page, noindex', async (route) => {
    const response = await text(route);
    expect(response.status).toBe(404);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.text).toMatch(/<h1>not-found in (en|ar)<\/h1>/);
    expect(response.text).not.toContain('bitcoin');
  });

  it.each([
    '/claim-credit',
    '/payment-success',
    '/checkout/pay_1',
    '/de/claim-credit',
    '/reset-password',
    '/ar/reset-password',
    '/no-such-page',
  ])('tells search engines not to list %s (X-Robots-Tag)', async (route) => {
    expect((await text(route)).headers['x-robots-tag']).toBe('noindex');
  });

  it.each(['/', '/ar/', '/domains', '/de/blog', `/blog/${PUBLISHED.slug}`])(
    'lets search engines list %s',
    async (route) => {
      expect((await text(route)).headers['x-robots-tag']).toBeUndefined();
    },
  );
});

describe('files for crawlers', () => {
  it('answers robots.txt pointing at the sitemap of the public origin', async () => {
    const response = await text('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain('Disallow: /api/');
    expect(response.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every indexable page in every language with its alternates, not the noindex pages', async () => {
    const response = await text('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...response.text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => body);
    const locs = urls.map((body) => /<loc>([^<]+)<\/loc>/.exec(body)?.[1]);
    const pages = [
      '/',
      '/portfolio',
      '/domains',
      '/blog',
      `/blog/${PUBLISHED.slug}`,
      '/texas-website-development',
      '/luxury-websites',
      '/professional-websites',
      '/emergency-website-development',
      ...CITY_PAGE_PATHS,
    ];
    expect(CITY_PAGE_PATHS).toContain('/blog/united-arab-emirates/emergency-website-development-dubai');
    expect(CITY_PAGE_PATHS).toHaveLength(16);
    const expected = pages.flatMap((page) =>
      LANGUAGE_CODES.map((code) => `${ORIGIN}${localizedPath(code, page)}`),
    );
    expect([...locs].sort()).toEqual([...expected].sort());
    for (const body of urls) {
      const hreflangs = [
        ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ];
      expect(hreflangs.map(([, code]) => code)).toEqual([...LANGUAGE_CODES, 'x-default']);
    }
    expect(response.text).toContain(
      `<loc>${ORIGIN}/ar/blog/${PUBLISHED.slug}</loc><lastmod>2026-10-01</lastmod>`,
    );
    for (const page of [
      '/checkout',
      '/payment-success',
      '/claim-credit',
      '/reset-password',
      '/404',
      'not-found',
    ]) {
      expect(response.text).not.toContain(page);
    }
  });
});

describe('files of the build', () => {
  it('serves hashed assets for a year, immutable, precompressed by negotiation', async () => {
    const plain = await get('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe('console.log("app");'.repeat(100));
    const br = await get('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.toString()).toBe('br-bytes');
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    const gz = await get('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('serves the demo projects’ hashed screenshots for a year, immutable', async () => {
    const response = await get('/work/ledgerly.0123abcdef-480.avif');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/work/ledgerly.0123abcdef-960.avif')).status).toBe(404);
  });

  it('revalidates files outside /assets/ and answers 304 when unchanged', async () => {
    const first = await get('/favicon.svg');
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/favicon.svg', {
      headers: { 'If-Modified-Since': String(first.headers['last-modified']) },
    });
    expect(again.status).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/assets/index-abc123.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String('console.log("app");'.length * 100));
    expect(response.body.length).toBe(0);
  });

  it('leaves API paths and other methods to the rest of the app', async () => {
    expect(await (await fetch(`${base}/api/ping`)).json()).toEqual({ ok: true });
    const post = await fetch(`${base}/portfolio`, { method: 'POST' });
    expect(await post.json()).toEqual({ message: 'Not found' });
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/.env',
    '/%2eenv',
    '/.site/csp.json',
    '/%00',
    '/%E0%A4%A',
  ])('never serves %s from outside the public folder or a dotfile', async (rawPath) => {
    const response = await text(rawPath);
    expect(response.text).not.toContain('outside the dist folder');
    expect(response.text).not.toContain('SECRET');
    expect(response.text).not.toContain('scriptHashes');
    expect([400, 404]).toContain(response.status);
  });
});

describe('matchSitePage', () => {
  it('recognises the pages with an optional trailing slash, and their parameters', () => {
    expect(matchSitePage('/portfolio/')?.page.path).toBe('/portfolio');
    expect(matchSitePage('/blog/x/y')?.params).toEqual({ country: 'x', citySlug: 'y' });
    expect(matchSitePage('/blog/a%20b')?.params).toEqual({ slug: 'a b' });
    expect(matchSitePage('/checkout')).toBeNull();
  });
});
