import { describe, expect, it } from 'vitest';
import {
  HEALTH_FIXES,
  PACKAGES,
  SAMPLE_REVIEWS,
  healthFixFor,
  healthFixPrice,
  isPackageId,
  packageNameValues,
} from './catalogue';

describe('the catalogue', () => {
  it('names each package by id for texts that mention one', () => {
    expect(packageNameValues).toEqual({
      startup: 'Startup',
      professional: 'Professional',
      enterprise: 'Enterprise',
      platinum: 'Platinum',
    });
  });

  describe('what fixes a health-check finding', () => {
    it('is a new site for a site that fails on phones or has no HTTPS', () => {
      expect(healthFixFor('performance', 'viewport-missing')).toEqual({ kind: 'package', id: 'startup' });
      expect(healthFixFor('security', 'no-https')).toEqual({ kind: 'package', id: 'startup' });
    });

    it("is the category's maintenance plan for a finding the table does not name", () => {
      expect(healthFixFor('performance', 'load-slow')).toEqual({ kind: 'plan', id: 'professional' });
      expect(healthFixFor('seo', 'description-missing')).toEqual({ kind: 'plan', id: 'startup' });
      expect(healthFixFor('security', 'no-hsts')).toEqual({ kind: 'plan', id: 'startup' });
    });

    it('costs the package once or the plan monthly, from the catalogue', () => {
      expect(healthFixPrice({ kind: 'package', id: 'startup' })).toBe(1995);
      expect(healthFixPrice({ kind: 'plan', id: 'professional' })).toBe(350);
      expect(healthFixPrice({ kind: 'plan', id: 'startup' })).toBe(250);
    });

    it('offers only packages and plans that exist', () => {
      for (const fix of [...Object.values(HEALTH_FIXES.byCode), ...Object.values(HEALTH_FIXES.byCategory)]) {
        expect(isPackageId(fix.id)).toBe(true);
      }
    });
  });

  it("keeps each sample review's delivery time within its package's promise", () => {
    for (const review of SAMPLE_REVIEWS) {
      expect(review.deliveryHours, review.id).toBeLessThanOrEqual(PACKAGES[review.projectType].deliveryHours);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });
});
