/**
 * How a page picks the text of the agency's content in its language (issue 20): the translation
 * when there is a non-empty one, else the English marked as such. Free of schema code, so that a
 * page showing content (the blog, a post, the portfolio) does not load zod for it; the schemas of
 * translations are contract/translations.ts's.
 */
import type { LanguageCode } from './catalogue';

/** The languages a text can be translated into: every interface language but English. */
export type TranslationLanguage = Exclude<LanguageCode, 'en'>;

/** What one language holds: some of the kind's fields, each a text of at most `max` characters. */
export type Translations<F extends string> = Partial<Record<TranslationLanguage, Partial<Record<F, string>>>>;

/**
 * The text of `field` in `language`: its translation when there is a non-empty one, else the English
 * field; `translated` says which, so a page marks English text inside another language's page.
 */
export function textIn<F extends string>(
  record: { readonly translations?: Translations<F> } & Readonly<Record<F, string>>,
  field: F,
  language: LanguageCode,
): { text: string; translated: boolean } {
  const text = language === 'en' ? undefined : record.translations?.[language]?.[field];
  return text?.trim() ? { text, translated: true } : { text: record[field], translated: language === 'en' };
}

/**
 * A text of the agency's content as a page shows it. `lang` is 'en' when the page is in another
 * language and the text has no translation into it: the English stands in and is marked so (screen
 * readers pronounce it as English, and right-to-left pages keep its punctuation on its own side).
 */
export interface ContentText {
  readonly text: string;
  readonly lang?: 'en';
}

/** The text of `field` as the page in `language` shows it (see `ContentText`). */
export function contentText<F extends string>(
  record: { readonly translations?: Translations<F> } & Readonly<Record<F, string>>,
  field: F,
  language: LanguageCode,
): ContentText {
  const { text, translated } = textIn(record, field, language);
  return translated ? { text } : { text, lang: 'en' };
}

/** Several fields of one record at once, as the page in `language` shows them. */
export function contentTexts<const F extends string>(
  record: { readonly translations?: Translations<NoInfer<F>> } & Readonly<Record<NoInfer<F>, string>>,
  fields: readonly F[],
  language: LanguageCode,
): Record<F, ContentText> {
  return Object.fromEntries(fields.map((field) => [field, contentText(record, field, language)])) as Record<
    F,
    ContentText
  >;
}

/** What one language holds of a kind's list fields (a post's tags): the whole list in that language. */
export type ListTranslations<L extends string> = Partial<
  Record<TranslationLanguage, Partial<Record<L, readonly string[]>>>
>;

/** A list of the agency's content (a post's tags) as a page shows it; `lang` as in `ContentText`. */
export interface ContentList {
  readonly items: readonly string[];
  readonly lang?: 'en';
}

/**
 * The list `field` as the page in `language` shows it: the language's own list when it has a
 * non-empty one, else the English list, marked as English inside another language's page.
 */
export function contentList<L extends string>(
  record: { readonly translations?: ListTranslations<L> } & Readonly<Record<L, readonly string[]>>,
  field: L,
  language: LanguageCode,
): ContentList {
  const items = language === 'en' ? undefined : record.translations?.[language]?.[field];
  const own = items?.filter((item) => item.trim() !== '');
  if (own && own.length > 0) return { items: own };
  return language === 'en' ? { items: record[field] } : { items: record[field], lang: 'en' };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Content as a page in `language` shows it: each record's `translations` narrowed to that language's
 * (none on an English page), in a record, a list of them, or the lists of an object (a page of
 * posts). The server renders a page with all ten languages' texts at hand but sends the browser only
 * the page's: on the home page, the portfolio's and the testimonials' other translations were 19 of
 * its 42 KB compressed. The browser fetches the whole content again when the visitor switches the
 * language (src/api/query-client.ts).
 */
export const inLanguageOnly = <T>(data: T, language: LanguageCode): T => {
  const narrow = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => narrow(item, depth));
    if (!isPlainObject(value)) return value;
    if (isPlainObject(value.translations)) {
      const own = language === 'en' ? undefined : value.translations[language];
      return { ...value, translations: own === undefined ? {} : { [language]: own } };
    }
    if (depth === 0) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, narrow(item, depth - 1)]));
  };
  return narrow(data, 1) as T;
};
