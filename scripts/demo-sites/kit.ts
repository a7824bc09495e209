/**
 * What every demo site's page shares: a 1280 × 800 document, the fonts (the @fontsource files in
 * node_modules, inlined, so the page needs nothing from outside) and a few drawing helpers. Each
 * site brings its own layout, palette and type; this only sets the stage.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const VIEWPORT = { width: 1280, height: 800 } as const;

/** One business's home page: its styles and its body, drawn at VIEWPORT. */
export interface DemoSite {
  /** The PORTFOLIO_SEED key of the project it shows. */
  key: string;
  css: string;
  body: string;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  Inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  Manrope: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  'Readex Pro': '@fontsource-variable/readex-pro/files/readex-pro-latin-wght-normal.woff2',
} as const;

const fontFaces = Object.entries(FONT_FILES)
  .map(([family, file]) => {
    const data = readFileSync(require.resolve(file)).toString('base64');
    return `@font-face{font-family:'${family}';font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
  })
  .join('\n');

/** The whole document of a site (what is hashed for its file names and screenshotted). */
export const demoPage = (site: DemoSite): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${site.key}</title><style>
${fontFaces}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${VIEWPORT.width}px;height:${VIEWPORT.height}px;overflow:hidden}
body{-webkit-font-smoothing:antialiased}
ul{list-style:none}
${site.css}
</style></head><body>${site.body}</body></html>`;

/** Escapes text for the pages (names like "Lumen & Grain"). */
export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A five-pointed star polygon's points around (cx, cy). */
export const starPoints = (cx: number, cy: number, r: number): string =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
