/**
 * A rendered page (entry-server's `renderPage`) made into the HTML document the browser gets: the
 * template filled, the page's chunks announced as modulepreload links, its critical CSS inlined,
 * the font preloads kept only where the page's script uses them.
 * The build composes every prerendered page with it, the server the pages rendered on request.
 */
import { fillPage, type PageParts } from '@contract/page-template';
import { createCriticalCss, type CriticalCssPlans } from './critical-css';
import { withFontPreloadsFor } from './font-preloads';
import { SHELL_TEXTS } from '@contract/text-groups';
import {
  chunkUrlsOf,
  stylesheetUrlsOf,
  withStylesheets,
  textIndexSource,
  textSource,
  withModulePreloads,
  type ViteManifest,
} from './page-assets';

/** What a render gives (the renderer's own type lives in the client's SSR bundle). */
export interface RenderedPage extends PageParts {
  status: number;
  modules: string[];
  texts: string[];
}

export interface PageComposerParts {
  template: string;
  manifest: ViteManifest;
  criticalCss: CriticalCssPlans;
}

const SHELL_GROUPS: ReadonlySet<string> = new Set(SHELL_TEXTS);

export const createPageComposer = ({ template, manifest, criticalCss }: PageComposerParts) => {
  const inlineCritical = createCriticalCss(criticalCss);
  return (page: RenderedPage): string => {
    const sources = [
      ...page.modules,
      textIndexSource(page.lang),
      // The shell's groups are inside the language's index chunk.
      ...page.texts.filter((group) => !SHELL_GROUPS.has(group)).map((group) => textSource(page.lang, group)),
    ];
    const html = withModulePreloads(
      withFontPreloadsFor(fillPage(template, page), page.lang),
      chunkUrlsOf(manifest, sources),
    );
    // The page's own stylesheets join the entry's: their critical rules are inlined, the rest
    // loads at the end of <body> like the entry's.
    return inlineCritical(withStylesheets(html, stylesheetUrlsOf(manifest, page.modules)));
  };
};
