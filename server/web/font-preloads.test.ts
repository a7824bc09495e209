import { describe, expect, it } from 'vitest';
import { withFontPreloadsFor } from './font-preloads';

const head = [
  '<head><link rel="icon" href="/favicon.svg">',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/manrope-latin-wght-normal-abc.woff2">',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-def.woff2">',
  '<link rel="modulepreload" crossorigin href="/assets/index.js"></head>',
].join('\n');

describe('the font preloads of a page', () => {
  it.each(['en', 'es', 'fr', 'de'])('stay on a %s page, set in the Latin files', (lang) => {
    expect(withFontPreloadsFor(head, lang)).toBe(head);
  });

  it.each(['ar', 'hy', 'ru', 'ja', 'zh', 'ko'])('go from a %s page, and nothing else goes', (lang) => {
    const html = withFontPreloadsFor(head, lang);
    expect(html).not.toContain('as="font"');
    expect(html).toContain('rel="icon"');
    expect(html).toContain('rel="modulepreload"');
  });
});
