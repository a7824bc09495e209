/**
 * Which JavaScript a page needs at once, read from the client build's manifest: the page's own
 * chunk and the chunks of its texts in the page's language. They are announced as `modulepreload`
 * links, so the browser fetches them in parallel with the entry instead of after it.
 */

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The source file of a language's index of text groups (src/i18n/locales/<language>/index.ts). */
export const textIndexSource = (language: string): string => `src/i18n/locales/${language}/index.ts`;

/** The source file of a text group's chunk, as the manifest names it. */
export const textSource = (language: string, group: string): string =>
  `src/i18n/locales/${language}/${group}.json`;

/**
 * The URLs of the chunks of `sources` themselves, each once. Their static imports are not announced:
 * the entry's import of the page preloads them all at once when it runs (Vite's preload helper), so
 * what the phone fetches before the first paint is the entry, the page's chunk and its texts, not
 * the page's whole module graph (45 files on /domains) competing with the paint.
 */
export const chunkUrlsOf = (manifest: ViteManifest, sources: readonly string[]): string[] => {
  const urls = new Set<string>();
  for (const source of sources) {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`The client build has no chunk for ${source}`);
    urls.add(`/${chunk.file}`);
  }
  return [...urls];
};

/**
 * The URLs of the stylesheets of `sources` and of their static imports, each once. A page's own CSS
 * (its sections' styles) must be linked by the document: left to the chunk's loader, it would
 * arrive after the first paint and move what the visitor already sees.
 */
export const stylesheetUrlsOf = (manifest: ViteManifest, sources: readonly string[]): string[] => {
  const urls = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build has no chunk for ${key}`);
    for (const css of chunk.css ?? []) urls.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...urls];
};

/** Stylesheet links for the URLs the document does not reference yet, placed before `</head>`. */
export const withStylesheets = (html: string, urls: readonly string[]): string => {
  const links = urls
    .filter((url) => !html.includes(`"${url}"`))
    .map((url) => `<link rel="stylesheet" crossorigin href="${url}">`)
    .join('');
  return html.replace('</head>', () => `${links}</head>`);
};

/**
 * `modulepreload` links for the URLs the document does not reference yet, placed before `</head>`.
 * They are fetched at low priority: the page arrives rendered, so its first paint waits on the CSS
 * and the fonts only, and at the default (high) priority the chunks share the phone's bandwidth
 * with them (Lighthouse counts each high-priority script as holding the first paint).
 */
export const withModulePreloads = (html: string, urls: readonly string[]): string => {
  const links = urls
    .filter((url) => !html.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`)
    .join('');
  return html.replace('</head>', () => `${links}</head>`);
};
