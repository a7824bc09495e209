/** The footer's links: quick links to the home page's sections (spec part 2 §2), then pages. */
export const QUICK_LINKS = [
  { labelKey: 'footer.services', to: '/#services' },
  { labelKey: 'footer.pricing', to: '/#pricing' },
  { labelKey: 'footer.portfolio', to: '/#portfolio' },
  { labelKey: 'footer.testimonials', to: '/#testimonials' },
] as const;

/** The spec's other footer links are placeholders; these go to the site's real pages instead. */
export const PAGE_LINKS = [
  { labelKey: 'footer.fullPortfolio', to: '/portfolio' },
  { labelKey: 'footer.domains', to: '/domains' },
  { labelKey: 'footer.blog', to: '/blog' },
  { labelKey: 'footer.claimCredit', to: '/claim-credit' },
  { labelKey: 'footer.texas', to: '/texas-website-development' },
] as const;
