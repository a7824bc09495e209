/**
 * The template preloads the Latin files of the display and text faces (index.html): the first
 * paint of an English, Spanish, French or German page is set in them. A page in another script
 * paints first in other files (Cyrillic, Arabic, Armenian, the system's CJK faces), so there those
 * preloads would only compete with what the page needs: they are dropped.
 */
const LATIN_SCRIPT_LANGUAGES: ReadonlySet<string> = new Set(['en', 'es', 'fr', 'de']);

const FONT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>\s*/g;

/** The document with the template's font preloads kept for a Latin-script language, dropped for others. */
export const withFontPreloadsFor = (html: string, lang: string): string =>
  LATIN_SCRIPT_LANGUAGES.has(lang) ? html : html.replace(FONT_PRELOAD, '');
