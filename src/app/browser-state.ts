/**
 * The one choice the server may not have followed: a stored language that the language cookie lost
 * (cookies cleared, or a visit from before the cookie existed). On an unprefixed (English) URL the
 * page then goes to the same page in the stored language, as the server would have redirected
 * (decision 30); a prefixed URL is always answered in its own language.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@contract/catalogue';
import { languageOfPath, localizedPath } from '@contract/language-paths';
import { isLanguageCode } from '@src/i18n/resolve-language';
import { storedLanguage } from '@src/stores/preferences.store';

/** The stored language and its URL for `location`, or null to stay. */
export const storedLanguageTarget = (location: {
  pathname: string;
  search: string;
  hash: string;
}): { language: LanguageCode; url: string } | null => {
  const chosen = storedLanguage();
  const { prefixed, path } = languageOfPath(location.pathname);
  if (prefixed || !isLanguageCode(chosen) || chosen === DEFAULT_LANGUAGE) return null;
  return { language: chosen, url: `${localizedPath(chosen, path)}${location.search}${location.hash}` };
};
