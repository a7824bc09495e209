/**
 * Renders every static page of the site in each of the ten languages into
 * `dist/.site/pages/<language>/<file>.html`, with the server renderer the build made
 * (`dist/.site/ssr/entry-server.js`): the text, headings, prices and navigation are in the HTML, a
 * visitor in Arabic gets right-to-left HTML from the first byte. Also records what the server needs
 * to serve them: the page template, the critical-CSS plans and the hashes of the inline scripts
 * for the Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { NOT_FOUND_PAGE, renderPathOf, SITE_PAGES } from '@contract/site-pages';
import { SITE_ORIGIN_PLACEHOLDER } from '@src/lib/site-origin';
import { compileCriticalCss } from '@server/web/critical-css';
import type { ViteManifest } from '@server/web/page-assets';
import { createPageComposer } from '@server/web/page-composer';
import { NO_EXTRA_SOURCES } from '@server/http/security-headers';
import { prerenderedPagePath, siteFile, type CspFile, type SiteRenderer } from '@server/web/site-build';

/** The `sha256-…` CSP sources of the classic inline scripts of a document (not JSON data). */
export const inlineScriptHashes = (html: string): string[] =>
  [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, body = '']) => `sha256-${createHash('sha256').update(body).digest('base64')}`);

/**
 * Every stylesheet of the build: the entry's, which the template links, and each page's own, which
 * the page composer links for the pages that use it.
 */
const buildStylesheets = async (distDir: string) => {
  const files = (await readdir(path.join(distDir, 'assets'))).filter((file) => file.endsWith('.css'));
  return Promise.all(
    files.map(async (file) => ({
      href: `/assets/${file}`,
      css: await readFile(path.join(distDir, 'assets', file), 'utf8'),
    })),
  );
};

export async function prerenderSite(distDir: string): Promise<{ pages: number }> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const criticalCss = compileCriticalCss(await buildStylesheets(distDir));
  const compose = createPageComposer({ template, manifest, criticalCss });
  const renderer = (await import(
    pathToFileURL(siteFile(distDir, 'ssr', 'entry-server.js')).href
  )) as SiteRenderer;

  const hashes = new Set(inlineScriptHashes(template));
  let pages = 0;
  for (const page of [...SITE_PAGES, NOT_FOUND_PAGE]) {
    if (!page.file) continue;
    for (const language of LANGUAGE_CODES) {
      const rendered = await renderer.renderPage({
        url: renderPathOf(page),
        language,
        origin: SITE_ORIGIN_PLACEHOLDER,
      });
      const expected = page === NOT_FOUND_PAGE ? 404 : 200;
      if (rendered.status !== expected) {
        throw new Error(
          `${page.path} in ${language} rendered with status ${rendered.status}, not ${expected}`,
        );
      }
      const html = compose(rendered);
      for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      const file = prerenderedPagePath(distDir, language, page.file);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
      pages += 1;
    }
  }

  await writeFile(siteFile(distDir, 'template.html'), template);
  await writeFile(siteFile(distDir, 'critical-css.json'), JSON.stringify(criticalCss));
  const csp: CspFile = {
    scriptHashes: [...hashes].sort(),
    sources: renderer.ANALYTICS_CSP_SOURCES ?? NO_EXTRA_SOURCES,
  };
  await writeFile(siteFile(distDir, 'csp.json'), JSON.stringify(csp));
  // Every page is served from .site/pages; a bare template at /index.html would show placeholders.
  await rm(path.join(distDir, 'index.html'));
  return { pages };
}
