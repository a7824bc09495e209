import { PACKAGES, type PackageId } from '@contract/catalogue';
import { dispatchPageEvent } from '@src/app/page-events';

/** Starts onboarding with a package (the page event openQuickOnboarding, price in whole dollars). */
export const startOnboarding = (packageId: PackageId): void =>
  dispatchPageEvent('openQuickOnboarding', {
    packageType: packageId,
    packagePrice: PACKAGES[packageId].price,
  });
