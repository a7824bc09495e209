/**
 * The template preloads the files a page's first paint is set in (index.html): the Latin files of
 * the display and text faces, and Readex Pro's Arabic file. Each page keeps the ones of its own
 * script: an English, Spanish, French or German page the Latin files, an Arabic page the Arabic file
 * (its headings and text are Arabic; without the preload the face arrived after the first paint
 * and the hero's heading moved when it swapped in, a layout shift of 0.09 in Lighthouse) and the
 * Latin ones too: its Latin words and figures use them, and found by the first layout instead they
 * are fetched at the highest priority, which Lighthouse counts as holding the first paint. A page in
 * another script (Cyrillic, Armenian, the system's CJK faces) paints first in other files, so there
 * the preloads would only compete with what the page needs: they are dropped.
 */
const LATIN_FILES = ['/manrope-latin-wght-', '/inter-latin-wght-'];
const PRELOADED_FILES: Readonly<Record<string, readonly string[]>> = {
  en: LATIN_FILES,
  es: LATIN_FILES,
  fr: LATIN_FILES,
  de: LATIN_FILES,
  ar: ['/readex-pro-arabic-wght-', ...LATIN_FILES],
};

const FONT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>\s*/g;

/** The document with the template's font preloads of the page's script kept, the others dropped. */
export const withFontPreloadsFor = (html: string, lang: string): string => {
  const kept = PRELOADED_FILES[lang] ?? [];
  return html.replace(FONT_PRELOAD, (link) => (kept.some((file) => link.includes(file)) ? link : ''));
};
