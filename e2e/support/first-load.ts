/**
 * What a page costs a first visit, read from the HTML the server answers: the JavaScript it loads
 * before it runs (the module entry and every modulepreload), and the CSS that holds the first paint
 * (stylesheets linked in <head>, and the critical CSS inlined there). Sizes are as transferred,
 * asking for gzip, the encoding every browser accepts. The e2e budget test and `npm run bench:web`
 * measure with it.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  /** Gzipped bytes of the JavaScript a first visit loads before the page runs. */
  jsGzip: number;
  jsFiles: string[];
  /** Gzipped bytes of the CSS that blocks the first paint: head stylesheets plus inline critical CSS. */
  blockingCssGzip: number;
  blockingStylesheets: string[];
  inlineCssGzip: number;
  /** The stylesheets loaded without blocking (moved to the end of the body). */
  deferredStylesheets: string[];
}

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries(
    [...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map(([, name = '', value = '']) => [name, value]),
  );

/** A GET as the server answers it, body undecoded: what goes over the wire. */
export const rawGet = (
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

/** The bytes the server sends for `url` when the browser accepts gzip only. */
export const gzippedSize = async (url: string): Promise<number> => {
  const response = await rawGet(url, { 'Accept-Encoding': 'gzip' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.headers['content-encoding'] === 'gzip'
    ? response.body.length
    : gzipSync(response.body).length;
};

export const measureFirstLoad = async (origin: string, html: string): Promise<FirstLoad> => {
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('</head>'));
  const tags = [...head.matchAll(/<(script|link)\b[^>]*>/g)].map(([tag]) => ({
    tag,
    attrs: attributes(tag),
  }));
  const jsFiles = tags
    .filter(
      ({ tag, attrs }) =>
        (tag.startsWith('<script') && attrs.type === 'module' && attrs.src) || attrs.rel === 'modulepreload',
    )
    .map(({ attrs }) => attrs.src ?? attrs.href ?? '');
  const blockingStylesheets = tags
    .filter(({ attrs }) => attrs.rel === 'stylesheet' && (!attrs.media || attrs.media === 'all'))
    .map(({ attrs }) => attrs.href ?? '');
  const deferredStylesheets = [...body.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(
    ([tag]) => attributes(tag).href ?? '',
  );
  const inlineCss = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css = '']) => css)
    .join('');
  const inlineCssGzip = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0;
  const sizes = async (files: string[]) =>
    (await Promise.all(files.map((file) => gzippedSize(new URL(file, origin).href)))).reduce(
      (a, b) => a + b,
      0,
    );
  return {
    jsGzip: await sizes(jsFiles),
    jsFiles,
    blockingCssGzip: (await sizes(blockingStylesheets)) + inlineCssGzip,
    blockingStylesheets,
    inlineCssGzip,
    deferredStylesheets,
  };
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
