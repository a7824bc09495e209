import { useLocation, useNavigate } from 'react-router-dom';
import type { LanguageCode } from '@contract/catalogue';
import { languageOfPath, localizedPath } from '@contract/language-paths';
import { storeLanguageChoice } from '@src/stores/preferences.store';

/**
 * The language picker's choice: stored (so the unprefixed URLs lead to it from now on, and an
 * English choice is not redirected away again), then the same page, query and anchor in that
 * language's URL; the interface follows the URL (use-language-of-location.ts).
 */
export const useChooseLanguage = (): ((language: LanguageCode) => void) => {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (language) => {
    storeLanguageChoice(language);
    void navigate(`${localizedPath(language, languageOfPath(pathname).path)}${search}${hash}`);
  };
};
