/**
 * Whether this JavaScript engine can format in a language. Browsers choose which languages' data
 * they carry: Chrome has none for Armenian (Chromium bug 842524), so `Intl.NumberFormat('hy')`
 * there formats as American English. The server renders with Node's full ICU, so such a browser
 * would find other text than the server's (React's hydration error #418, which renders the whole
 * page again) and show English formats amid Armenian words. Kept tiny: it ships on every page.
 */

/** The one language every engine with `Intl` carries data for. */
const ENGLISH = 'en';

/** The formatters the site formats with (intl-polyfill.ts can stand in for each). */
export const INTL_FORMATTERS = [
  'NumberFormat',
  'DateTimeFormat',
  'RelativeTimeFormat',
  'ListFormat',
  'DurationFormat',
] as const;
export type IntlFormatter = (typeof INTL_FORMATTERS)[number];

interface SupportsLocales {
  supportedLocalesOf(locales: string): string[];
}

/** The formatter's constructor; `DurationFormat` (ES2025) is not in the TypeScript library yet. */
export const intlFormatter = (name: IntlFormatter): SupportsLocales | undefined =>
  (Intl as unknown as Partial<Record<IntlFormatter, SupportsLocales>>)[name];

/**
 * The formatters that cannot format in `language` here (none on the server and most browsers).
 * English is in every engine's data, so only a formatter the engine lacks altogether (an older
 * browser's DurationFormat) counts for it: the first `supportedLocalesOf` call makes the engine list
 * every locale it carries, ~0.25 s of a phone's main thread before any page code runs, which the
 * English pages (most visits, and every crawler's) need not pay.
 */
export const formattersLacking = (language: string): IntlFormatter[] =>
  INTL_FORMATTERS.filter((name) => {
    const formatter = intlFormatter(name);
    if (!formatter) return true;
    return language !== ENGLISH && formatter.supportedLocalesOf(language).length === 0;
  });
