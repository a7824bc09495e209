import type { TFunction } from 'i18next';
import type { LandingLocation } from '@src/pages/landing/landing-location';
import { idOfSlug, isCityId, isCountryId } from './landing-content';
import type { LandingPlace } from './landing-template.view';

/**
 * The place a location page names, in the page's language: a city or country the site knows by
 * its translated name, any other as its path writes it ("Springfield").
 */
export const placeOf = (
  t: TFunction,
  location: LandingLocation,
  slugs: { city: string; country: string },
): LandingPlace => {
  const cityId = idOfSlug(slugs.city);
  const countryId = idOfSlug(slugs.country);
  return {
    city: isCityId(cityId) ? t(`landing.cities.names.${cityId}`) : location.city,
    country: isCountryId(countryId) ? t(`landing.countries.${countryId}`) : location.country,
  };
};
