/**
 * A URL per language (decision 30): English at the unprefixed paths, every other language under
 * its code (`/ar/`, `/de/domains`). The server, the router and the page head read and write page
 * paths through these two functions only.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './catalogue';

const PREFIXED: ReadonlySet<string> = new Set(LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE));

/** The languages that live under a prefix (all but English). */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

export interface PathLanguage {
  language: LanguageCode;
  /** The page's path without the prefix ('/ar' and '/ar/' are '/'). */
  path: string;
  /** Whether the path named its language. */
  prefixed: boolean;
}

/** '/ar/domains' → ar, '/domains'; '/domains' → en, '/domains'. */
export const languageOfPath = (pathname: string): PathLanguage => {
  const [, first = '', ...rest] = pathname.split('/');
  if (!PREFIXED.has(first)) return { language: DEFAULT_LANGUAGE, path: pathname, prefixed: false };
  return { language: first as LanguageCode, path: `/${rest.join('/')}`, prefixed: true };
};

/**
 * The address of a page (path, optionally with query and hash) in a language:
 * ('ar', '/') → '/ar/', ('ar', '/#pricing') → '/ar/#pricing', ('en', '/blog') → '/blog'.
 */
export const localizedPath = (language: LanguageCode, path: string): string => {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/')) return path;
  return `/${language}${path}`;
};
