import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('the language of a request', () => {
  it('takes the body’s language first, then the lang cookie, then Accept-Language, then English', () => {
    const headers = { cookie: 'theme=dark; lang=ar', 'accept-language': 'de-DE,de;q=0.9' };
    expect(requestLanguage(headers, 'ja')).toBe('ja');
    expect(requestLanguage(headers)).toBe('ar');
    expect(requestLanguage({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(requestLanguage({})).toBe('en');
  });

  it('honours q-values and skips what the site does not speak', () => {
    expect(requestLanguage({ 'accept-language': 'pt-BR, fr;q=0.5, hy;q=0.8' })).toBe('hy');
    expect(requestLanguage({ 'accept-language': 'pt, it' })).toBe('en');
    expect(requestLanguage({ cookie: 'lang=xx', 'accept-language': 'ko' })).toBe('ko');
  });
});
