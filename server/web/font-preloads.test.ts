import { describe, expect, it } from 'vitest';
import { withFontPreloadsFor } from './font-preloads';

const head = [
  '<head><link rel="icon" href="/favicon.svg">',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/manrope-latin-wght-normal-abc.woff2">',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-def.woff2">',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/readex-pro-arabic-wght-normal-ghi.woff2">',
  '<link rel="modulepreload" crossorigin href="/assets/index.js"></head>',
].join('\n');

describe('the font preloads of a page', () => {
  it.each(['en', 'es', 'fr', 'de'])('keep the Latin files on a %s page, not the Arabic one', (lang) => {
    const html = withFontPreloadsFor(head, lang);
    expect(html).toContain('manrope-latin-wght-normal-abc.woff2');
    expect(html).toContain('inter-latin-wght-normal-def.woff2');
    expect(html).not.toContain('readex-pro-arabic');
    expect(html).toContain('rel="modulepreload"');
  });

  it('keep the Arabic file on an Arabic page, and the Latin ones its Latin words use', () => {
    expect(withFontPreloadsFor(head, 'ar')).toBe(head);
  });

  it.each(['hy', 'ru', 'ja', 'zh', 'ko'])('go from a %s page, and nothing else goes', (lang) => {
    const html = withFontPreloadsFor(head, lang);
    expect(html).not.toContain('as="font"');
    expect(html).toContain('rel="icon"');
    expect(html).toContain('rel="modulepreload"');
  });
});
