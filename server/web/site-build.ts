/**
 * The built site as the server reads it (scripts/build-site.ts writes it): public files in `dist/`,
 * and under `dist/.site/` (never served: a dotfolder) the prerendered pages, the page template,
 * the critical-CSS plans, the script hashes of the Content-Security-Policy and the server renderer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NO_EXTRA_SOURCES, type ExtraCspSources } from '../http/security-headers';
import type { CriticalCssPlans } from './critical-css';
import type { ViteManifest } from './page-assets';
import type { RenderedPage } from './page-composer';

/** The folder under dist/ that only the server reads. */
export const SITE_DIR = '.site';

export interface SiteFiles {
  template: string;
  manifest: ViteManifest;
  criticalCss: CriticalCssPlans;
  /** `'sha256-…'` sources for the CSP's script-src: the inline scripts the pages carry. */
  scriptHashes: string[];
  /** Origins the build's configuration adds to the CSP (a configured analytics provider). */
  cspSources: ExtraCspSources;
}

/** What the build records for the Content-Security-Policy (`.site/csp.json`). */
export interface CspFile {
  scriptHashes: string[];
  /** Absent in builds from before it existed. */
  sources?: ExtraCspSources;
}

/** What the build records last; a folder without it is an unfinished build. */
export interface BuildInfo {
  builtAt: string;
  pages: number;
}

export const siteFile = (distDir: string, ...parts: string[]): string =>
  path.join(distDir, SITE_DIR, ...parts);

/** The prerendered page `file` in `language`. */
export const prerenderedPagePath = (distDir: string, language: string, file: string): string =>
  siteFile(distDir, 'pages', language, `${file}.html`);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * Reads the build once, at start; null when there is none yet (the server then answers that it
 * must be built).
 */
export const readSiteFilesSync = (distDir: string): SiteFiles | null => {
  try {
    readFileSync(siteFile(distDir, 'build.json'));
  } catch {
    return null;
  }
  const csp = readJson<CspFile>(siteFile(distDir, 'csp.json'));
  return {
    template: readFileSync(siteFile(distDir, 'template.html'), 'utf8'),
    manifest: readJson<ViteManifest>(path.join(distDir, '.vite', 'manifest.json')),
    criticalCss: readJson<CriticalCssPlans>(siteFile(distDir, 'critical-css.json')),
    scriptHashes: csp.scriptHashes,
    cspSources: csp.sources ?? NO_EXTRA_SOURCES,
  };
};

/** The server renderer of the client (Vite's SSR build of src/app/entry-server.tsx). */
export interface SiteRenderer {
  renderPage(request: {
    url: string;
    language: string;
    origin: string;
    data?: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>;
  }): Promise<RenderedPage>;
  /** The origins the client's build configuration needs in the CSP (its analytics provider). */
  ANALYTICS_CSP_SOURCES?: ExtraCspSources;
}

export const loadRenderer = async (distDir: string): Promise<SiteRenderer> =>
  (await import(pathToFileURL(siteFile(distDir, 'ssr', 'entry-server.js')).href)) as SiteRenderer;
