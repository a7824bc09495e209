/**
 * A small build of the site for server tests that go through the whole app (the real build is
 * exercised by the e2e journeys): the files the site server reads, prerendered pages that say
 * which they are, and a stand-in server renderer that writes the data a page was rendered with
 * into its HTML, so a test sees what stored content reached the page.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { NOT_FOUND_PAGE, SITE_PAGES } from '@contract/site-pages';
import { compileCriticalCss } from '../web/critical-css';

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-data--></body></html>';

/** Renders the path, the language and the data; a post page without its post asks for 404. */
const FAKE_RENDERER = `
export async function renderPage({ url, language, data = [] }) {
  const post = /^\\/blog\\/[^/]+$/.test(url);
  return {
    status: post && data.length === 0 ? 404 : 200, lang: language, dir: language === 'ar' ? 'rtl' : 'ltr',
    head: '<title>' + url + '</title>',
    body: '<main><h1>' + url + ' (' + language + ')</h1>' + data.map((d) => '<pre>' + JSON.stringify(d.data).replace(/</g, '&lt;') + '</pre>').join('') + '</main>',
    dataElement: data.length ? '<script type="application/json" id="query-state">' + JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script>' : '',
    modules: [], texts: [],
  };
}`;

/** Writes the build into a new temporary folder and answers its `dist` path. */
export async function writeFakeSiteBuild(): Promise<string> {
  const dist = path.join(await mkdtemp(path.join(tmpdir(), 'fake-site-build-')), 'dist');
  const site = path.join(dist, '.site');
  await mkdir(path.join(site, 'ssr'), { recursive: true });
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  // Each language's index of text groups, which every page preloads.
  const manifest = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      `src/i18n/locales/${language}/index.ts`,
      { file: `assets/texts-${language}.js` },
    ]),
  );
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(site, 'template.html'), TEMPLATE);
  await writeFile(path.join(site, 'critical-css.json'), JSON.stringify(compileCriticalCss([])));
  await writeFile(path.join(site, 'csp.json'), JSON.stringify({ scriptHashes: [] }));
  await writeFile(path.join(site, 'ssr', 'entry-server.js'), FAKE_RENDERER);
  for (const language of LANGUAGE_CODES) {
    await mkdir(path.join(site, 'pages', language), { recursive: true });
    for (const page of [...SITE_PAGES, NOT_FOUND_PAGE]) {
      if (!page.file) continue;
      const html = `<!doctype html><html lang="${language}"><head></head><body><h1>${page.file} in ${language}</h1></body></html>`;
      await writeFile(path.join(site, 'pages', language, `${page.file}.html`), html);
    }
  }
  await writeFile(path.join(site, 'build.json'), JSON.stringify({ builtAt: '2026-11-27T00:00:00Z', pages: 0 }));
  return dist;
}
