/**
 * The site's pages a lost visitor may be looking for (issue 22: the 404 page offers the main pages
 * and a search of the site's pages): the public pages and the home page's sections that sell. Each
 * is named and described by `siteSearch.pages.<id>` in the page's language; `slug` is the address
 * word a mistyped path is compared with.
 */
export const SITE_INDEX = [
  { id: 'home', path: '/', slug: 'home' },
  { id: 'pricing', path: '/#pricing', slug: 'pricing' },
  { id: 'portfolio', path: '/portfolio', slug: 'portfolio' },
  { id: 'domains', path: '/domains', slug: 'domains' },
  { id: 'blog', path: '/blog', slug: 'blog' },
  { id: 'healthCheck', path: '/#health-check', slug: 'health-check' },
  { id: 'computerRepair', path: '/#computer-repair', slug: 'computer-repair' },
  { id: 'contact', path: '/#contact', slug: 'contact' },
  { id: 'texas', path: '/texas-website-development', slug: 'texas-website-development' },
  { id: 'luxury', path: '/luxury-websites', slug: 'luxury-websites' },
  { id: 'professional', path: '/professional-websites', slug: 'professional-websites' },
  { id: 'emergency', path: '/emergency-website-development', slug: 'emergency-website-development' },
  { id: 'claimCredit', path: '/claim-credit', slug: 'claim-credit' },
] as const;

export type SitePageId = (typeof SITE_INDEX)[number]['id'];
export type SiteIndexEntry = (typeof SITE_INDEX)[number];

/** What the 404 page lists before the visitor searches: where most visitors go. */
export const MAIN_PAGES: readonly SitePageId[] = [
  'home',
  'pricing',
  'portfolio',
  'healthCheck',
  'domains',
  'blog',
];
