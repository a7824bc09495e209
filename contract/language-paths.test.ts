import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath } from './language-paths';

describe('language paths', () => {
  it.each([
    ['/', 'en', '/', false],
    ['/domains', 'en', '/domains', false],
    ['/ar', 'ar', '/', true],
    ['/ar/', 'ar', '/', true],
    ['/de/domains', 'de', '/domains', true],
    ['/ja/blog/a-post', 'ja', '/blog/a-post', true],
    // English has no prefix; an unknown code is a path of its own (a 404).
    ['/en/domains', 'en', '/en/domains', false],
    ['/xx/domains', 'en', '/xx/domains', false],
    ['/arabic', 'en', '/arabic', false],
  ])('reads %s as %s %s', (pathname, language, path, prefixed) => {
    expect(languageOfPath(pathname)).toEqual({ language, path, prefixed });
  });

  it('writes a page, its query and anchor in a language', () => {
    expect(localizedPath('ar', '/')).toBe('/ar/');
    expect(localizedPath('ar', '/#pricing')).toBe('/ar/#pricing');
    expect(localizedPath('es', '/texas-website-development?x=1')).toBe('/es/texas-website-development?x=1');
    expect(localizedPath('en', '/blog')).toBe('/blog');
  });
});
