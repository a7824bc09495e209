/**
 * Translations of the agency's own content (issue 20). English is each record's own fields and is
 * required; the other nine languages travel as `translations: { "<language>": { "<field>": "<text>" } }`,
 * each language and each field optional. A page shows its language's text, else the English one.
 */
import { z } from './zod';
import { LANGUAGE_CODES } from './catalogue';
import type { TranslationLanguage } from './content-texts';

// The picking of a text is zod-free (contract/content-texts.ts): pages that show content load it
// without the schema code.
export { contentList, contentText, contentTexts, textIn } from './content-texts';
export type {
  ContentList,
  ContentText,
  ListTranslations,
  TranslationLanguage,
  Translations,
} from './content-texts';

/** The languages a text can be translated into: every interface language but English. */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is TranslationLanguage => code !== 'en',
);
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

/**
 * The list fields of a kind that have a list per language: a post's tags travel as
 * `translations: { "<language>": { "tags": ["<tag>", …] } }`, the whole list in that language (a
 * language's list need not match the English one tag for tag: a tag may take two words in one
 * language and none in another).
 */
export const TRANSLATED_LISTS = {
  blogPost: ['tags'],
  portfolio: [],
  showcase: [],
  testimonial: [],
} as const satisfies Record<TranslatedKind, readonly string[]>;
export type TranslatedField<K extends TranslatedKind> = (typeof TRANSLATED_FIELDS)[K][number];

/**
 * The schema of a kind's translations: only the nine languages and the kind's fields are allowed (an
 * unknown language or field is a 400 naming it), each text at most `max` characters.
 */
export const translationsSchema = <const F extends readonly [string, ...string[]]>(fields: F, max: number) =>
  z.partialRecord(translationLanguageSchema, z.partialRecord(z.enum(fields), z.string().max(max)));

/**
 * The schema of a post's translations: its texts as `translationsSchema` has them, and its tags as a
 * list (`TRANSLATED_LISTS`); anything else in a language is refused, naming it.
 */
export const postTranslationsSchema = (max: number, list: z.ZodType<string[]>) =>
  z.partialRecord(
    translationLanguageSchema,
    z.strictObject({
      title: z.string().max(max).optional(),
      excerpt: z.string().max(max).optional(),
      content: z.string().max(max).optional(),
      tags: list.optional(),
    } satisfies Record<TranslatedField<'blogPost'> | (typeof TRANSLATED_LISTS.blogPost)[number], z.ZodType>),
  );
