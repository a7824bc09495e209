/**
 * The one choice the server may not have rendered: a stored language that the language cookie lost
 * (cookies cleared, or a visit from before the cookie existed). Right after hydration the page
 * switches to it, which also writes the cookie, so the next page comes from the server in it.
 */
import type { LanguageCode } from '../../contract/catalogue';
import { isLanguageCode } from '../i18n/resolve-language';
import { storedLanguage, usePreferences } from '../stores/preferences.store';

export const applyStoredLanguage = (rendered: LanguageCode): void => {
  const chosen = storedLanguage();
  if (isLanguageCode(chosen) && chosen !== rendered) usePreferences.getState().setLanguage(chosen);
};
