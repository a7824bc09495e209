/** The city slug prefix of the blog location pages (spec part 2 §2, decision 28). */
export const EMERGENCY_CITY_PREFIX = 'emergency-website-development-';

export interface LandingLocation {
  city: string;
  country: string;
}

/** "new-york" → "New York": slugs are lowercase words joined by hyphens. */
const fromSlug = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Reads `/blog/{country}/emergency-website-development-{city}`; null when the slug is not a
 * location page, so the route can show the 404 page instead.
 */
export const parseLandingLocation = (country: string, citySlug: string): LandingLocation | null => {
  if (!citySlug.startsWith(EMERGENCY_CITY_PREFIX)) return null;
  const city = fromSlug(citySlug.slice(EMERGENCY_CITY_PREFIX.length));
  const countryName = fromSlug(country);
  return city && countryName ? { city, country: countryName } : null;
};
