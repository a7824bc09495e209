import { describe, expect, it } from 'vitest';
import { SITE_INDEX } from './site-index';
import { closestPage, searchPages, type SearchablePage } from './site-search';

const PREFIXES = ['ar', 'de', 'fr'];

/** The index with English-like texts, as the 404 page hands them in. */
const pages: SearchablePage[] = SITE_INDEX.map((entry) => ({
  ...entry,
  title:
    { pricing: 'Pricing', domains: 'Domains', computerRepair: 'Computer Repair' }[entry.id as string] ??
    entry.id,
  description:
    {
      pricing: 'Website packages at fixed prices.',
      domains: 'Search for a domain name and register it.',
      computerRepair: 'Broken computers repaired.',
      luxury: 'Bespoke websites for premium brands.',
    }[entry.id as string] ?? 'Another page.',
}));

describe('searchPages', () => {
  it('finds the pages holding every word, title matches first', () => {
    expect(searchPages(pages, 'website').map(({ id }) => id)).toEqual(['pricing', 'luxury']);
    expect(searchPages(pages, 'prices WEBSITE').map(({ id }) => id)).toEqual(['pricing']);
    expect(searchPages(pages, 'domain').map(({ id }) => id)).toEqual(['domains']);
  });

  it('ignores case, accents and extra spaces, and finds nothing for a blank query', () => {
    const french = pages.map((page) =>
      page.id === 'computerRepair' ? { ...page, title: 'Réparation d’ordinateurs' } : page,
    );
    expect(searchPages(french, '  REPARATION   ').map(({ id }) => id)).toEqual(['computerRepair']);
    expect(searchPages(pages, '   ')).toEqual([]);
    expect(searchPages(pages, 'zebra')).toEqual([]);
  });
});

describe('closestPage', () => {
  it.each([
    ['/portfolo', 'portfolio'],
    ['/domain', 'domains'],
    ['/blogs', 'blog'],
    ['/ar/prcing', 'pricing'],
    ['/de/claim-credits/x', 'claimCredit'],
    ['/texas', 'texas'],
    ['/Health-Check', 'healthCheck'],
  ])('takes %s for the %s page', (path, id) => {
    expect(closestPage(path, PREFIXES)?.id).toBe(id);
  });

  it('guesses nothing when nothing is close', () => {
    expect(closestPage('/careers', PREFIXES)).toBeNull();
    expect(closestPage('/ab', PREFIXES)).toBeNull();
    expect(closestPage('/ar/', PREFIXES)).toBeNull();
    expect(closestPage('/%E0%A4%A', PREFIXES)).toBeNull();
  });
});
