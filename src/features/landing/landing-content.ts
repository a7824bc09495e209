/**
 * What each landing page of decision 28 (and the Texas page) shows: its package from the catalogue
 * and its cities. The words are in the `landing` text group; the prices come from the catalogue.
 */
import type { PackageId } from '../../../contract/catalogue';

export type LandingVariant = 'texas' | 'luxury' | 'professional' | 'emergency';

/** Cities the pages name; the text group has each one's name in every language. */
export const CITIES = {
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
} as const;

export type CityId = keyof typeof CITIES;
export type CountryId = (typeof CITIES)[CityId];

export interface LandingContent {
  /** The package the page sells (its call to action opens onboarding with it). */
  packageId: PackageId;
  /** The city cards, each linking to that city's emergency page. */
  cities: readonly CityId[];
}

export const LANDING_CONTENT: Readonly<Record<LandingVariant, LandingContent>> = {
  texas: {
    packageId: 'professional',
    cities: ['austin', 'dallas', 'houston', 'sanAntonio', 'fortWorth', 'elPaso'],
  },
  luxury: {
    packageId: 'platinum',
    cities: ['dubai', 'monaco', 'zurich', 'london', 'newYork', 'siliconValley'],
  },
  professional: {
    packageId: 'professional',
    cities: ['newYork', 'losAngeles', 'chicago', 'houston', 'miami', 'austin'],
  },
  // The fastest package: delivered in 24 hours.
  emergency: {
    packageId: 'enterprise',
    cities: ['newYork', 'losAngeles', 'chicago', 'houston', 'miami', 'dallas'],
  },
};

/** "sanAntonio" → "san-antonio", as the page paths write places. */
export const slugOf = (id: string): string => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** "san-antonio" → "sanAntonio"; the id whether or not it is a known place. */
export const idOfSlug = (slug: string): string =>
  slug.toLowerCase().replace(/-+([a-z])/g, (_, letter: string) => letter.toUpperCase());

export const isCityId = (id: string): id is CityId => Object.hasOwn(CITIES, id);

const COUNTRY_IDS: ReadonlySet<string> = new Set(Object.values(CITIES));
export const isCountryId = (id: string): id is CountryId => COUNTRY_IDS.has(id);

/** The emergency page of a city (spec part 2 §2: /blog/{country}/emergency-website-development-{city}). */
export const cityPagePath = (city: CityId): string =>
  `/blog/${slugOf(CITIES[city])}/emergency-website-development-${slugOf(city)}`;
