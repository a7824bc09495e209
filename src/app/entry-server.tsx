/**
 * The server renderer: a page of the app as HTML in one language, with the head tags the page
 * declared (title, description, canonical link, Open Graph) and the status it asked for. The build
 * prerenders every static page with it (scripts/prerender.ts); the server renders the pages that
 * depend on stored data (a blog post) with it when they are asked for.
 */
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { LanguageCode } from '@contract/catalogue';
import { inLanguageOnly } from '@contract/content-texts';
import { localizedPath } from '@contract/language-paths';
import { createQueryClient, replaceQueryClient } from '@src/api/query-client';
import '@src/i18n/all-texts';
import { i18n } from '@src/i18n/i18n';
import { directionOf } from '@src/i18n/resolve-language';
import { setSiteOrigin } from '@src/lib/site-origin';
import { AppProviders } from './app-providers';
import { queryStateElement } from './query-state';
import { RenderStatusContext } from './render-status';
import { AppRoutes } from './app-routes';
import { pageModulePaths } from './page-loader';
import { pagesAt, preloadPagesAt } from './routes';
import { homeStructuredDataElement } from '@src/pages/home/home-structured-data';
import { heroImagePreloads } from '@src/features/home/hero-image';
import { preloadHomeIslands } from '@src/features/home/home-server-islands';
import { SHELL_TEXTS, type TextGroup } from '@src/i18n/text-groups';

export { THEME_BOOT_SCRIPT } from './theme-boot';
export { SITE_ORIGIN_PLACEHOLDER } from '@src/lib/site-origin';
export { LANGUAGE_CODES } from '@contract/catalogue';
export { resolveLanguage } from '@src/i18n/resolve-language';
export { parseLandingLocation } from '@src/pages/landing/landing-location';
import { analyticsConfig, analyticsCspSources } from '@src/tracking/analytics-config';

/** The origins the configured analytics provider needs in the CSP; the build records them. */
export const ANALYTICS_CSP_SOURCES = analyticsCspSources(analyticsConfig.gaMeasurementId);

export interface RenderRequest {
  /** Path and query of the page, without its language's prefix (`language` adds it). */
  url: string;
  language: LanguageCode;
  /** The site's public origin for canonical links; the placeholder when prerendering. */
  origin: string;
  /** Data the page reads, already fetched by the server (it is then in the HTML too). */
  data?: ReadonlyArray<{ queryKey: QueryKey; data: unknown }>;
}

export interface RenderedPage {
  status: number;
  lang: LanguageCode;
  dir: 'ltr' | 'rtl';
  /** `<title>`, `<meta>` and `<link>` tags for the document head. */
  head: string;
  /** The app's HTML for `#root`. */
  body: string;
  /** The data element to put after `#root`, when the page was rendered with data. */
  dataElement: string;
  /** The source modules of the page (`src/pages/…`): their chunks are preloaded. */
  modules: string[];
  /** The text groups the page shows: their chunks in the page's language are preloaded. */
  texts: TextGroup[];
}

const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;

/** React emits the head tags a page declares before the page itself; this separates them. */
export const splitHoisted = (html: string): { head: string; body: string } => {
  let rest = html;
  let head = '';
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
};

/**
 * Head elements only the first load reads (crawlers' structured data, the preload of the home
 * page's largest picture), by page: written here rather than by the page's component, so the
 * browser's code never carries them (the page's HTML has them from the first byte).
 */
const SERVER_HEAD: Readonly<Record<string, (t: TFunction) => string>> = {
  'home/home': (t) => homeStructuredDataElement(t) + heroImagePreloads(),
};

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page. Renders run one at a time: the language and the site origin are module state
 * (the i18n instance, the preference store), set for the page being rendered.
 */
export const renderPage = (request: RenderRequest): Promise<RenderedPage> => {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
};

async function render({ url, language, origin, data = [] }: RenderRequest): Promise<RenderedPage> {
  setSiteOrigin(origin);
  await i18n.changeLanguage(language);

  const location = new URL(url, origin);
  // The home page's sections of stored content render in its HTML (server-island.tsx): their code is here first.
  await Promise.all([preloadPagesAt(location), preloadHomeIslands()]);
  const queryClient = replaceQueryClient(createQueryClient());
  // The page's language's texts of the content only (inLanguageOnly); the HTML is rendered from them.
  for (const entry of data) queryClient.setQueryData(entry.queryKey, inLanguageOnly(entry.data, language));

  let status = 200;
  const setStatus = (code: number) => {
    status = code;
  };
  const html = renderToString(
    <StrictMode>
      <RenderStatusContext.Provider value={setStatus}>
        <AppProviders>
          <StaticRouter location={`${localizedPath(language, location.pathname)}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </RenderStatusContext.Provider>
    </StrictMode>,
  );
  const { head, body } = splitHoisted(html);
  const handles = pagesAt(location);
  const serverHead = handles.map((handle) => SERVER_HEAD[handle.name]?.(i18n.t) ?? '').join('');
  return {
    modules: handles.flatMap(pageModulePaths),
    texts: [...new Set([...SHELL_TEXTS, ...handles.flatMap((handle) => handle.texts)])],
    status,
    lang: language,
    dir: directionOf(language),
    head: head + serverHead,
    body,
    dataElement: data.length > 0 ? queryStateElement(dehydrate(queryClient), language) : '',
  };
}
