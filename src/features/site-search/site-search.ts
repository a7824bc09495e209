/**
 * Finding a page of the site from a few words or a mistyped address (the 404 page, issue 22).
 * Pure: the texts come in already translated, so the search works in every language.
 */
import { distance } from 'fastest-levenshtein';
import { SITE_INDEX, type SiteIndexEntry } from './site-index';

export type SearchablePage = SiteIndexEntry & {
  title: string;
  description: string;
};

/** Lower case, without accents ("Développement" finds "developpement"), spaces collapsed. */
const normalize = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The pages whose title or description holds every word of the query, those matched in the
 * title first, in the index's order otherwise. A blank query finds nothing.
 */
export function searchPages(pages: readonly SearchablePage[], query: string): SearchablePage[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const scored = pages
    .map((page, order) => {
      const title = normalize(page.title);
      const text = `${title} ${normalize(page.description)}`;
      if (!words.every((word) => text.includes(word))) return null;
      return { page, order, inTitle: words.filter((word) => title.includes(word)).length };
    })
    .filter((entry) => entry !== null);
  scored.sort((a, b) => b.inTitle - a.inTitle || a.order - b.order);
  return scored.map(({ page }) => page);
}

/** The first word of an address, without the language prefix: "/de/portfolo/x" → "portfolo". */
const firstSegment = (pathname: string, languagePrefixes: readonly string[]): string => {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  if (segments[0] && languagePrefixes.includes(segments[0])) segments.shift();
  try {
    return decodeURIComponent(segments[0] ?? '');
  } catch {
    return segments[0] ?? '';
  }
};

/**
 * The page a mistyped address most likely meant: the nearest slug within a typo or two (a quarter
 * of its length, at least one edit), or the one slug it begins ("/texas" → the Texas page). Null
 * when nothing is close, so the page never guesses wildly.
 */
export function closestPage(pathname: string, languagePrefixes: readonly string[]): SiteIndexEntry | null {
  const typed = firstSegment(pathname, languagePrefixes);
  if (typed.length < 3) return null;
  let best: { entry: SiteIndexEntry; edits: number } | null = null;
  for (const entry of SITE_INDEX) {
    const edits = distance(typed, entry.slug);
    if (edits <= Math.max(1, Math.floor(entry.slug.length / 4)) && (!best || edits < best.edits)) {
      best = { entry, edits };
    }
  }
  if (best) return best.entry;
  const begun = SITE_INDEX.filter((entry) => typed.length >= 4 && entry.slug.startsWith(typed));
  return begun.length === 1 ? (begun[0] ?? null) : null;
}
