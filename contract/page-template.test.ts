import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';
import { fillPage, PLACEHOLDERS } from './page-template';

const page = {
  lang: 'ar',
  dir: 'rtl' as const,
  head: '<title>عنوان</title>',
  body: '<main><h1>$& مرحبا</h1></main>',
  dataElement: '<script type="application/json" id="query-state">{}</script>',
};

describe('the page template (index.html)', () => {
  it('states no text and no figure itself: every page part is a placeholder', () => {
    for (const placeholder of Object.values(PLACEHOLDERS)) expect(indexHtml).toContain(placeholder);
    expect(indexHtml).not.toMatch(/<title>/);
    expect(indexHtml).not.toMatch(/\d+ Hours/i);
  });

  it("takes a rendered page: its language and direction, head, body and data, '$' kept as written", () => {
    const html = fillPage(indexHtml, page);
    expect(html).toMatch(/<html lang="ar" dir="rtl" class="light">/);
    expect(html).toContain('<title>عنوان</title>');
    expect(html).toContain('<div id="root"><main><h1>$& مرحبا</h1></main></div>');
    expect(html).toContain('id="query-state"');
  });

  it('refuses a template without its placeholders', () => {
    expect(() => fillPage('<html><body></body></html>', page)).toThrow(/<!--page-head-->/);
  });
});
