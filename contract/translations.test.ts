import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES, textIn, translationsSchema } from './translations';

describe('content translations', () => {
  const schema = translationsSchema(['title', 'content'] as const, 20);

  it('take the nine languages besides English', () => {
    expect(TRANSLATION_LANGUAGES).toEqual(['es', 'fr', 'de', 'zh', 'ar', 'hy', 'ja', 'ko', 'ru']);
    expect(schema.parse({ ar: { title: 'مرحبا' }, ja: {} })).toEqual({ ar: { title: 'مرحبا' }, ja: {} });
  });

  it('refuse English, an unknown field and an overlong text, naming where', () => {
    expect(schema.safeParse({ en: { title: 'Hi' } }).error?.issues[0]).toMatchObject({
      keys: ['en'],
      path: [],
    });
    expect(schema.safeParse({ de: { slug: 'x' } }).error?.issues[0]).toMatchObject({
      keys: ['slug'],
      path: ['de'],
    });
    expect(schema.safeParse({ fr: { title: 'x'.repeat(21) } }).error?.issues[0]?.path).toEqual([
      'fr',
      'title',
    ]);
  });

  it("give the page's language, else the English text marked as untranslated", () => {
    const post = {
      title: 'Speed sells',
      content: 'Body',
      translations: { ar: { title: 'السرعة تبيع', content: ' ' } },
    };
    expect(textIn(post, 'title', 'ar')).toEqual({ text: 'السرعة تبيع', translated: true });
    expect(textIn(post, 'content', 'ar')).toEqual({ text: 'Body', translated: false });
    expect(textIn(post, 'title', 'ru')).toEqual({ text: 'Speed sells', translated: false });
    expect(textIn(post, 'title', 'en')).toEqual({ text: 'Speed sells', translated: true });
  });
});
