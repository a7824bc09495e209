import { describe, expect, it } from 'vitest';
import { LEAD_SCORE } from './catalogue';
import { CITY_PAGE_PATHS, SERVED_CITIES, servedCityAt, slugOfPlace } from './served-places';

describe('the places served', () => {
  it('hold every city the lead score names and every Texas city', () => {
    const served = Object.keys(SERVED_CITIES).map((id) => slugOfPlace(id).replace(/-/g, ' '));
    for (const city of Object.keys(LEAD_SCORE.cities)) expect(served).toContain(city);
    for (const city of ['austin', 'dallas', 'houston', 'san antonio', 'fort worth', 'el paso']) {
      expect(served).toContain(city);
    }
  });

  it('give each city one page under its own country, and no other place a page', () => {
    expect(CITY_PAGE_PATHS).toContain('/blog/hong-kong/emergency-website-development-hong-kong');
    expect(servedCityAt('united-states', 'emergency-website-development-san-antonio')).toBe('sanAntonio');
    expect(servedCityAt('canada', 'emergency-website-development-dubai')).toBeNull();
    expect(servedCityAt('free-bitcoin', 'emergency-website-development-call-555-scam-now')).toBeNull();
    expect(servedCityAt('united-states', 'emergency-website-development-San-Antonio')).toBeNull();
  });
});
