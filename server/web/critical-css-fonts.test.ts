import { describe, expect, it } from 'vitest';
import { compileCriticalCss, createCriticalCss } from './critical-css';

/** The critical CSS the server inlines in a page with this body. */
const inlined = (css: string, body: string): string => {
  const inline = createCriticalCss(compileCriticalCss([{ href: '/assets/site.css', css }]));
  const html = `<!doctype html><html lang="en" class="light"><head><link rel="stylesheet" href="/assets/site.css"></head><body>${body}</body></html>`;
  return /<style>(.*?)<\/style>/s.exec(inline(html))?.[1] ?? '';
};

/** The site's faces as typography.css names them: in custom properties that Radix reads by var(). */
const SITE_TYPE = [
  '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-latin.woff2)format("woff2-variations");unicode-range:U+0-FF}',
  '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-cyrillic.woff2)format("woff2-variations");unicode-range:U+400-45F}',
  '@font-face{font-family:Readex Pro Variable;font-display:swap;src:url(/assets/readex-arabic.woff2)format("woff2-variations");unicode-range:U+600-6FF}',
  '@font-face{font-family:Inter Fallback;src:local(Arial);unicode-range:U+0-24F;size-adjust:107.119%}',
  '@font-face{font-family:Unused Face;src:url(/assets/unused.woff2);unicode-range:U+0-FF}',
  ".radix-themes{--site-script-fonts:'Readex Pro Variable';--default-font-family:'Inter Variable',var(--site-script-fonts),'Inter Fallback',sans-serif}",
  '.rt-Text{font-family:var(--default-font-family)}',
].join('');

describe('critical CSS of the site’s web fonts', () => {
  it('inlines the faces a page’s text needs, named in font custom properties, with their metric-matched fallback', () => {
    const css = inlined(SITE_TYPE, '<div class="radix-themes"><p class="rt-Text">Hello</p></div>');
    expect(css).toContain('/assets/inter-latin.woff2');
    expect(css).toContain('font-family:Inter Fallback');
    // Faces of scripts the page does not show, and faces nothing names, stay in the stylesheet.
    expect(css).not.toContain('inter-cyrillic');
    expect(css).not.toContain('readex-arabic');
    expect(css).not.toContain('unused.woff2');
  });

  it('inlines the Arabic face on a page with Arabic text', () => {
    const css = inlined(SITE_TYPE, '<div class="radix-themes"><p class="rt-Text">مرحبا</p></div>');
    expect(css).toContain('/assets/readex-arabic.woff2');
  });
});
