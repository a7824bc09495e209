import { describe, expect, it } from 'vitest';
import { parseLandingLocation } from './landing-location';

describe('parseLandingLocation', () => {
  it('reads the city and country of a blog location path', () => {
    expect(parseLandingLocation('united-states', 'emergency-website-development-new-york')).toEqual({
      city: 'New York',
      country: 'United States',
    });
  });

  it('rejects slugs that are not location pages', () => {
    expect(parseLandingLocation('usa', 'how-to-pick-a-domain')).toBeNull();
    expect(parseLandingLocation('usa', 'emergency-website-development-')).toBeNull();
  });
});
