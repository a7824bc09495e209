import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOfPath } from '@contract/language-paths';
import { usePreferences } from '@src/stores/preferences.store';

/**
 * A page is in its URL's language (decision 30). The server rendered it so; a move to another
 * language's URL in the browser (the picker, the back button) switches the interface to it. The
 * visitor's stored choice is not touched: only the picker changes that.
 */
export const useLanguageOfLocation = (): void => {
  const { language } = languageOfPath(useLocation().pathname);
  useEffect(() => {
    if (usePreferences.getState().language !== language) usePreferences.setState({ language });
  }, [language]);
};
