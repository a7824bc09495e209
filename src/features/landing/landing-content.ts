/**
 * What each landing page of decision 28 (and the Texas page) shows: its package from the catalogue
 * and its cities. The words are in the `landing` text group; the prices come from the catalogue.
 */
import type { PackageId } from '@contract/catalogue';
import {
  cityPagePath,
  SERVED_CITIES,
  slugOfPlace,
  type CityId,
  type CountryId,
} from '@contract/served-places';

export type LandingVariant = 'texas' | 'luxury' | 'professional' | 'emergency';

/** Cities the pages name (the places served, from the catalogue); the text group has each one's name in every language. */
export const CITIES = SERVED_CITIES;
export type { CityId, CountryId };

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
export const slugOf = slugOfPlace;

/** "san-antonio" → "sanAntonio"; the id whether or not it is a known place. */
export const idOfSlug = (slug: string): string =>
  slug.toLowerCase().replace(/-+([a-z])/g, (_, letter: string) => letter.toUpperCase());

export const isCityId = (id: string): id is CityId => Object.hasOwn(CITIES, id);

const COUNTRY_IDS: ReadonlySet<string> = new Set(Object.values(CITIES));
export const isCountryId = (id: string): id is CountryId => COUNTRY_IDS.has(id);

export { cityPagePath };
