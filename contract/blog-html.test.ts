import { describe, expect, it } from 'vitest';
import { BLOG_LINK_REL, sanitizeBlogHtml } from './blog-html';

describe('sanitizeBlogHtml: as the server stores and serves a post', () => {
  it('keeps the structure of an article', () => {
    const html =
      '<h2>Why speed matters</h2><p>Pages that load in <strong>under two seconds</strong> <em>convert</em>.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><pre><code>npm start</code></pre>' +
      '<table><thead><tr><th>Metric</th></tr></thead><tbody><tr><td>LCP</td></tr></tbody></table>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('removes script elements together with their code', () => {
    const out = sanitizeBlogHtml('<p>Hello</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>');
    expect(out).toBe('<p>Hello</p>');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeBlogHtml('<p onclick="steal()">Hi</p><img src="/a.svg" onerror="steal()" alt="a">');
    expect(out).toBe('<p>Hi</p><img src="/a.svg" alt="a">');
  });

  it('drops javascript:, data: and protocol-relative URLs but keeps http(s), mailto and site paths', () => {
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeBlogHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
    expect(sanitizeBlogHtml('<img src="//evil.example/x.png">')).toBe('<img>');
    expect(sanitizeBlogHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:hi@example.com">x</a>')).toContain(
      'href="mailto:hi@example.com"',
    );
    expect(sanitizeBlogHtml('<img src="/media/blog-1.svg" alt="">')).toBe(
      '<img src="/media/blog-1.svg" alt="">',
    );
  });

  it('forces a safe rel on links, whatever the author wrote', () => {
    expect(sanitizeBlogHtml('<a href="https://example.com" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes iframes, objects, forms and style, keeping no markup of them', () => {
    const out = sanitizeBlogHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="y">' +
        '<form action="/steal"><input name="card"></form><style>body{display:none}</style>' +
        '<p style="position:fixed" class="x">Text</p><svg><script>alert(1)</script></svg>',
    );
    expect(out).toBe('<p>Text</p>');
  });
});

describe('sanitizeBlogHtml: as the browser renders a post', () => {
  it('keeps the prose tags of a post', () => {
    const html = '<h2>Day one</h2><p>We <strong>start</strong> with <em>goals</em>.</p><ul><li>One</li></ul>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('drops scripts with their text, event handlers and inline styles', () => {
    expect(sanitizeBlogHtml('<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeBlogHtml('<img src="https://x.example/a.png" onerror="alert(1)" alt="A">')).toBe(
      '<img src="https://x.example/a.png" alt="A">',
    );
  });

  it('keeps web, mail and site links and drops any other scheme', () => {
    const rel = 'rel="noopener noreferrer"';
    expect(sanitizeBlogHtml('<a href="https://example.com">x</a>')).toBe(
      `<a href="https://example.com" ${rel}>x</a>`,
    );
    expect(sanitizeBlogHtml('<a href="/blog/other">x</a>')).toBe(`<a href="/blog/other" ${rel}>x</a>`);
    expect(sanitizeBlogHtml('<a href="mailto:hi@example.com">x</a>')).toBe(
      `<a href="mailto:hi@example.com" ${rel}>x</a>`,
    );
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">x</a>')).toBe(`<a ${rel}>x</a>`);
    expect(sanitizeBlogHtml('<a href="//evil.example/x">x</a>')).toBe(`<a ${rel}>x</a>`);
    expect(sanitizeBlogHtml('<img src="data:image/svg+xml,<svg/onload=alert(1)>">')).toBe('<img>');
  });

  it("leads the site's links to the page's language, leaving other addresses and named languages as written", () => {
    const body =
      '<p><a href="/blog/fast-sites">a</a> <a href="/#pricing">b</a> <a href="/ja/blog/photos">c</a> ' +
      '<a href="https://example.com/x">d</a> <a href="mailto:hello@example.com">e</a></p>';
    const rel = `rel="${BLOG_LINK_REL}"`;
    expect(sanitizeBlogHtml(body, 'ar')).toBe(
      `<p><a href="/ar/blog/fast-sites" ${rel}>a</a> <a href="/ar/#pricing" ${rel}>b</a> ` +
        `<a href="/ja/blog/photos" ${rel}>c</a> <a href="https://example.com/x" ${rel}>d</a> ` +
        `<a href="mailto:hello@example.com" ${rel}>e</a></p>`,
    );
    expect(sanitizeBlogHtml(body, 'en')).toBe(sanitizeBlogHtml(body));
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">x</a>', 'ar')).toBe(`<a ${rel}>x</a>`);
  });

  it('makes every kept link leave without the opener', () => {
    expect(sanitizeBlogHtml('<a href="https://example.com" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops tags outside the list but keeps their text, and frames with theirs', () => {
    expect(
      sanitizeBlogHtml('<div><span>Kept</span></div><iframe src="https://x.example">gone</iframe>'),
    ).toBe('Kept');
  });
});
