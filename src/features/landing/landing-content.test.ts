import { describe, expect, it } from 'vitest';
import { parseLandingLocation } from '@src/pages/landing/landing-location';
import { cityPagePath, idOfSlug, isCityId, isCountryId, LANDING_CONTENT, slugOf } from './landing-content';

describe('landing content', () => {
  it('links each city card to a location page the router reads back', () => {
    expect(cityPagePath('sanAntonio')).toBe('/blog/united-states/emergency-website-development-san-antonio');
    for (const { cities } of Object.values(LANDING_CONTENT)) {
      for (const city of cities) {
        const [, , country = '', citySlug = ''] = cityPagePath(city).split('/');
        expect(parseLandingLocation(country, citySlug)).not.toBeNull();
        expect(idOfSlug(citySlug.replace('emergency-website-development-', ''))).toBe(city);
      }
    }
  });

  it('turns ids into slugs and back', () => {
    expect(slugOf('unitedArabEmirates')).toBe('united-arab-emirates');
    expect(idOfSlug('united-arab-emirates')).toBe('unitedArabEmirates');
    expect(idOfSlug('Hong--Kong')).toBe('hongKong');
  });

  it('knows its cities and countries, and nothing else', () => {
    expect(isCityId('dubai')).toBe(true);
    expect(isCityId('toString')).toBe(false);
    expect(isCountryId('switzerland')).toBe(true);
    expect(isCountryId('atlantis')).toBe(false);
  });

  it('sells the package that fits each page', () => {
    expect(LANDING_CONTENT.luxury.packageId).toBe('platinum');
    expect(LANDING_CONTENT.emergency.packageId).toBe('enterprise');
    expect(LANDING_CONTENT.professional.packageId).toBe('professional');
  });
});
