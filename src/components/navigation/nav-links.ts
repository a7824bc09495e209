/** The top links (spec part 1 §2, part 2 §2): anchors of the home page, then pages. */
export const NAV_LINKS = [
  { labelKey: 'nav.services', to: '/#services' },
  { labelKey: 'nav.portfolio', to: '/#portfolio' },
  { labelKey: 'nav.healthCheck', to: '/#health-check' },
  { labelKey: 'nav.computerRepair', to: '/#computer-repair' },
  { labelKey: 'nav.contact', to: '/#contact' },
  { labelKey: 'nav.domains', to: '/domains' },
  { labelKey: 'nav.blog', to: '/blog' },
] as const;
