/**
 * Every text of every language, added at once: for the server renderer (which renders the pages in
 * all ten languages), for tests and for Storybook. The browser app never imports this.
 */
import { LANGUAGE_CODES, type LanguageCode } from '@contract/catalogue';
import { addTexts } from './i18n';
import { isTextGroup, TEXT_GROUPS, type TextGroup } from './text-groups';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** The texts of every file, by language and group. */
export const allTexts = (): Map<
  string,
  { language: LanguageCode; group: TextGroup; texts: Record<string, unknown> }
> => {
  const entries = new Map<
    string,
    { language: LanguageCode; group: TextGroup; texts: Record<string, unknown> }
  >();
  for (const [file, texts] of Object.entries(files)) {
    const [, language = '', group = ''] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
    if (!(LANGUAGE_CODES as readonly string[]).includes(language) || !isTextGroup(group)) {
      throw new Error(`Unexpected text file ${file}`);
    }
    entries.set(`${language}/${group}`, { language: language as LanguageCode, group, texts });
  }
  return entries;
};

/** The whole tree of one language, as i18next holds it. */
export const messagesOf = (language: LanguageCode): Record<TextGroup, Record<string, unknown>> =>
  Object.fromEntries(
    TEXT_GROUPS.map((group) => [group, allTexts().get(`${language}/${group}`)?.texts ?? {}]),
  ) as Record<TextGroup, Record<string, unknown>>;

for (const { language, group, texts } of allTexts().values()) addTexts(language, group, texts);
