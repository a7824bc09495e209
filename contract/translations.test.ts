import { describe, expect, it } from 'vitest';
import {
  TRANSLATION_LANGUAGES,
  contentText,
  contentTexts,
  textIn,
  translationsSchema,
  type Translations,
} from './translations';

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

  it('mark English standing in for a missing translation as English, and nothing else', () => {
    const testimonial = {
      content: 'They made our site actually readable.',
      clientCompany: 'Harborline Credit Union',
      translations: {
        ar: { content: 'جعلوا موقعنا مقروءًا فعلًا.' },
        de: { clientCompany: '' },
      } as Translations<'content' | 'clientCompany'>,
    };
    expect(contentText(testimonial, 'content', 'ar')).toEqual({ text: 'جعلوا موقعنا مقروءًا فعلًا.' });
    expect(contentText(testimonial, 'clientCompany', 'ar')).toEqual({
      text: 'Harborline Credit Union',
      lang: 'en',
    });
    expect(contentText(testimonial, 'clientCompany', 'de')).toEqual({
      text: 'Harborline Credit Union',
      lang: 'en',
    });
    expect(contentText(testimonial, 'content', 'en')).toEqual({
      text: 'They made our site actually readable.',
    });
    expect(contentTexts(testimonial, ['content', 'clientCompany'], 'ar')).toEqual({
      content: { text: 'جعلوا موقعنا مقروءًا فعلًا.' },
      clientCompany: { text: 'Harborline Credit Union', lang: 'en' },
    });
  });
});
