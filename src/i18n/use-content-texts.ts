import { useCallback } from 'react';
import {
  contentList,
  contentTexts,
  type ContentList,
  type ContentText,
  type ListTranslations,
  type Translations,
} from '@contract/content-texts';
import { useLanguage } from './use-language';

/**
 * The texts of the agency's content (posts, projects, showcase sites, testimonials) in the rendered
 * page's language, picked by `contentTexts` (contract/translations.ts): the translation when there is
 * one, else the English marked `lang="en"`.
 */
export const useContentTexts = () => {
  const language = useLanguage();
  return useCallback(
    <const F extends string>(
      record: { readonly translations?: Translations<NoInfer<F>> } & Readonly<Record<NoInfer<F>, string>>,
      fields: readonly F[],
    ): Record<F, ContentText> => contentTexts(record, fields, language),
    [language],
  );
};

/**
 * A list of the agency's content (a post's tags) in the rendered page's language, picked by
 * `contentList`: the language's own list when it has one, else the English list marked `lang="en"`.
 */
export const useContentList = () => {
  const language = useLanguage();
  return useCallback(
    <L extends string>(
      record: { readonly translations?: ListTranslations<L> } & Readonly<Record<L, readonly string[]>>,
      field: L,
    ): ContentList => contentList(record, field, language),
    [language],
  );
};

/**
 * The attributes of the element that shows a content text: its language when it is English inside
 * another language's page, and `dir="auto"` so a text keeps its own direction (English punctuation
 * at the end of English inside a right-to-left page, not at its start).
 */
export const contentTextProps = (text: ContentText | ContentList): { lang?: 'en'; dir: 'auto' } =>
  text.lang ? { lang: text.lang, dir: 'auto' } : { dir: 'auto' };
