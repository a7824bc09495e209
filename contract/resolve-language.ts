import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type LanguageCode } from './catalogue';

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** Maps a BCP 47 tag ("zh-Hant-TW", "es-419") to a supported language by its primary subtag. */
const fromTag = (tag: string): LanguageCode | null => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(primary) ? primary : null;
};

/**
 * The interface language: the stored choice, then the first supported browser language,
 * then English (spec part 1 §4).
 */
export const resolveLanguage = (stored: string | null, browserLanguages: readonly string[]): LanguageCode => {
  if (isLanguageCode(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = fromTag(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
};

/** Writing direction of a language: Arabic is right-to-left. */
export const directionOf = (code: LanguageCode): 'ltr' | 'rtl' =>
  LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
