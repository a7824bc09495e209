import { useCallback } from 'react';
import { contentTexts, type ContentText, type Translations } from '../../contract/content-texts';
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
 * The attributes of the element that shows a content text: its language when it is English inside
 * another language's page, and `dir="auto"` so a text keeps its own direction (English punctuation
 * at the end of English inside a right-to-left page, not at its start).
 */
export const contentTextProps = (text: ContentText): { lang?: 'en'; dir: 'auto' } =>
  text.lang ? { lang: text.lang, dir: 'auto' } : { dir: 'auto' };
