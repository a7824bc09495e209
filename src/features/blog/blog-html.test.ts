import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from './blog-html';

describe('sanitizeBlogHtml', () => {
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
    expect(sanitizeBlogHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="/blog/other">x</a>')).toBe('<a href="/blog/other">x</a>');
    expect(sanitizeBlogHtml('<a href="mailto:hi@example.com">x</a>')).toBe(
      '<a href="mailto:hi@example.com">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBlogHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBlogHtml('<img src="data:image/svg+xml,<svg/onload=alert(1)>">')).toBe('<img>');
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
