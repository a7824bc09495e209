import { describe, expect, it } from 'vitest';
import { directionOf, resolveLanguage } from './resolve-language';

describe('resolveLanguage', () => {
  it('uses the stored choice first', () => {
    expect(resolveLanguage('fr', ['de-DE'])).toBe('fr');
  });

  it('then the first supported browser language, by its primary subtag', () => {
    expect(resolveLanguage(null, ['pt-BR', 'zh-Hant-TW', 'en'])).toBe('zh');
    expect(resolveLanguage('xx', ['es-419'])).toBe('es');
  });

  it('then English', () => {
    expect(resolveLanguage(null, ['pt-BR', 'it'])).toBe('en');
    expect(resolveLanguage(null, [])).toBe('en');
  });
});

describe('directionOf', () => {
  it('is right-to-left for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('hy')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});
