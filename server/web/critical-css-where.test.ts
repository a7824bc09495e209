import { describe, expect, it } from 'vitest';
import { compileCriticalCss, createCriticalCss } from './critical-css';
import { unwrapWhereClasses } from './critical-css-where';

/** The critical CSS the server inlines in a page with this body. */
const inlined = (css: string, body: string): string => {
  const inline = createCriticalCss(compileCriticalCss([{ href: '/assets/site.css', css }]));
  const html = `<!doctype html><html lang="en" class="light"><head><link rel="stylesheet" href="/assets/site.css"></head><body>${body}</body></html>`;
  return /<style>(.*?)<\/style>/s.exec(inline(html))?.[1] ?? '';
};

const RADIX = [
  '.rt-Section{box-sizing:border-box}',
  '.rt-Section:where(.rt-r-size-2){padding:8px}',
  '.rt-Section:where(.rt-r-size-3){padding:16px}',
  '@media (width>=768px){.rt-Section:where(.sm\\:rt-r-size-3){padding:24px}.rt-Section:where(.sm\\:rt-r-size-4){padding:32px}}',
  '.rt-Button:where(.rt-variant-soft):where(:hover){color:blue}',
  '.rt-Button:where(.rt-variant-solid){color:white}',
  '.rt-TextFieldRoot:where(.rt-r-size-1) :where(.rt-TextFieldSlot){gap:1px}',
  '.rt-TextFieldRoot:where(.rt-r-size-2) :where(.rt-TextFieldSlot){gap:2px}',
  ':where(.rt-Heading){margin:0}',
  ':where([data-accent-color]){--accent:blue}',
  '.rt-Box:where(.a,.b){gap:3px}',
].join('');

describe('critical CSS of Radix Themes variants', () => {
  it('inlines a size, variant or breakpoint only where an element carries it, in the original text', () => {
    const css = inlined(
      RADIX,
      '<section class="rt-Section rt-r-size-3 sm:rt-r-size-3"><button class="rt-Button rt-variant-soft">Go</button></section>',
    );
    expect(css).toContain('.rt-Section{box-sizing:border-box}');
    expect(css).toContain('.rt-Section:where(.rt-r-size-3){padding:16px}');
    expect(css).toContain('@media (width>=768px){.rt-Section:where(.sm\\:rt-r-size-3){padding:24px}}');
    expect(css).toContain('.rt-Button:where(.rt-variant-soft):where(:hover){color:blue}');
    expect(css).not.toContain('rt-r-size-2');
    expect(css).not.toContain('sm\\:rt-r-size-4');
    expect(css).not.toContain('rt-variant-solid');
    expect(css).not.toContain(':cw');
  });

  it('matches a descendant written with :where() on both sides', () => {
    const css = inlined(
      RADIX,
      '<div class="rt-TextFieldRoot rt-r-size-2"><div class="rt-TextFieldSlot">@</div><input class="rt-TextFieldInput"></div>',
    );
    expect(css).toContain('.rt-TextFieldRoot:where(.rt-r-size-2) :where(.rt-TextFieldSlot){gap:2px}');
    expect(css).not.toContain('gap:1px');
  });

  it('keeps a reset written as :where() alone when its element is on the page, and the attribute ones always', () => {
    const withHeading = inlined(RADIX, '<h1 class="rt-Heading">Hi</h1>');
    expect(withHeading).toContain(':where(.rt-Heading){margin:0}');
    expect(withHeading).toContain(':where([data-accent-color]){--accent:blue}');
    expect(inlined(RADIX, '<p>Hi</p>')).not.toContain('rt-Heading');
  });

  it('leaves a :where() with alternatives as beasties reads it', () => {
    expect(inlined(RADIX, '<div class="rt-Box">x</div>')).toContain('.rt-Box:where(.a,.b){gap:3px}');
  });

  it('puts every selector back as it was written', () => {
    const { css, restore } = unwrapWhereClasses(
      '.a:where(.b\\:c) > :is(.d.e)::before, .f:where(:hover){x:1}',
    );
    expect(css).not.toContain(':where(.b');
    const [selectors] = /^[^{]*/.exec(css) ?? [''];
    expect(restore(selectors)).toBe('.a:where(.b\\:c) > :is(.d.e)::before, .f:where(:hover)');
  });
});
