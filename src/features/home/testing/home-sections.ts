/** The anchors of the home page's sections in the spec's order (part 2 §2), as tests expect them. */
export const HOME_SECTION_IDS = [
  'hero',
  'statistics',
  'pricing',
  'repair-banner',
  'health-check',
  'portfolio',
  'showcase',
  'computer-repair',
  'reviews',
  'testimonials',
  'services',
  'customer-portal',
  'contact',
] as const;
