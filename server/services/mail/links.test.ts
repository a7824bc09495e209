import { describe, expect, it } from 'vitest';
import { createPortalLinks } from './links';

const links = createPortalLinks('https://agency.example');

describe('mail links', () => {
  it('links English to the unprefixed pages and every other language under its code', () => {
    expect(links.resetPassword('en', 'a b')).toBe('https://agency.example/reset-password?token=a%20b');
    expect(links.resetPassword('de', 'abc')).toBe('https://agency.example/de/reset-password?token=abc');
    expect(links.site('en')).toBe('https://agency.example/');
    expect(links.site('ar')).toBe('https://agency.example/ar/');
    expect(links.page('ja', '/claim-credit?code=X')).toBe('https://agency.example/ja/claim-credit?code=X');
  });
});
