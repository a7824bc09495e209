/**
 * Translations of the agency's own content (issue 20). English is each record's own fields and is
 * required; the other nine languages travel as `translations: { "<language>": { "<field>": "<text>" } }`,
 * each language and each field optional. A page shows its language's text, else the English one.
 */
import { z } from './zod';
import { LANGUAGE_CODES, type LanguageCode } from './catalogue';

/** The languages a text can be translated into: every interface language but English. */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is Exclude<LanguageCode, 'en'> => code !== 'en',
);
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
export const translationLanguageSchema = z.enum(
  TRANSLATION_LANGUAGES as unknown as readonly [TranslationLanguage, ...TranslationLanguage[]],
);

/** The fields of each kind of content that have a text per language. */
export const TRANSLATED_FIELDS = {
  blogPost: ['title', 'excerpt', 'content'],
  portfolio: ['title', 'description'],
  showcase: ['companyName'],
  testimonial: ['content', 'clientCompany'],
} as const;
export type TranslatedKind = keyof typeof TRANSLATED_FIELDS;
export type TranslatedField<K extends TranslatedKind> = (typeof TRANSLATED_FIELDS)[K][number];

/** What one language holds: some of the kind's fields, each a text of at most `max` characters. */
export type Translations<F extends string> = Partial<Record<TranslationLanguage, Partial<Record<F, string>>>>;

/**
 * The schema of a kind's translations: only the nine languages and the kind's fields are allowed (an
 * unknown language or field is a 400 naming it), each text at most `max` characters.
 */
export const translationsSchema = <const F extends readonly [string, ...string[]]>(fields: F, max: number) =>
  z.partialRecord(translationLanguageSchema, z.partialRecord(z.enum(fields), z.string().max(max)));

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
