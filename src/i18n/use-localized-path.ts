import { useLocation } from 'react-router-dom';
import { languageOfPath, localizedPath } from '@contract/language-paths';

/**
 * The one way an in-page link names a page of the site: in the language of the page it is on
 * (decision 30), read from the address, so links are right from the first render of a new URL.
 * `localize('/blog')` is '/blog' on an English page and '/ar/blog' on an Arabic one.
 */
export const useLocalizedPath = (): ((path: string) => string) => {
  const { language } = languageOfPath(useLocation().pathname);
  return (path) => localizedPath(language, path);
};
