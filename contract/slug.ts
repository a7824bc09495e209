/**
 * The slug a post gets from its title when the editor sends none: lowercase ASCII words joined by
 * hyphens, accents dropped ("Café rush" → "cafe-rush"). A title with no Latin letters or digits
 * (Arabic, Japanese) gives none; the editor then names it. The studio proposes the same slug as the title is typed.
 */
import { TEXT_MAX } from './fields';

export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, TEXT_MAX.slug)
    .replace(/^-+|-+$/g, '');
}
