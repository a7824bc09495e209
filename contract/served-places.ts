/**
 * The places the agency serves, apart from the catalogue's prices so that only the pages that name
 * places load them (the landing pages; the server's city pages and sitemap).
 */

/**
 * The places the agency serves (decision 31), each city with its country: the Texas cities, the
 * cities the lead score names (LEAD_SCORE.cities) and the others the landing pages name. Only these
 * have a city page (`/blog/{country}/emergency-website-development-{city}`); the home page's
 * structured data names their countries as the area served.
 */
export const SERVED_CITIES = {
  austin: 'unitedStates',
  dallas: 'unitedStates',
  houston: 'unitedStates',
  sanAntonio: 'unitedStates',
  fortWorth: 'unitedStates',
  elPaso: 'unitedStates',
  newYork: 'unitedStates',
  losAngeles: 'unitedStates',
  chicago: 'unitedStates',
  miami: 'unitedStates',
  siliconValley: 'unitedStates',
  london: 'unitedKingdom',
  dubai: 'unitedArabEmirates',
  monaco: 'monaco',
  zurich: 'switzerland',
  hongKong: 'hongKong',
} as const;

export type CityId = keyof typeof SERVED_CITIES;
export type CountryId = (typeof SERVED_CITIES)[CityId];

/** "sanAntonio" → "san-antonio", as the page paths write places. */
export const slugOfPlace = (id: string): string =>
  id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The emergency page of a city (spec part 2 §2: /blog/{country}/emergency-website-development-{city}). */
export const cityPagePath = (city: CityId): string =>
  `/blog/${slugOfPlace(SERVED_CITIES[city])}/emergency-website-development-${slugOfPlace(city)}`;

/** The served city a city page's path parameters name, or null: any other place has no page. */
export const servedCityAt = (country: string, citySlug: string): CityId | null =>
  (Object.keys(SERVED_CITIES) as CityId[]).find(
    (city) => cityPagePath(city) === `/blog/${country}/${citySlug}`,
  ) ?? null;

/** Every city page of the site, the only ones that exist. */
export const CITY_PAGE_PATHS: readonly string[] = (Object.keys(SERVED_CITIES) as CityId[]).map(cityPagePath);
