import { useTranslation } from 'react-i18next';
import { PACKAGES } from '@contract/catalogue';
import { useLanguage } from '@src/i18n/use-language';
import { LandingCallToAction } from './landing-cta.view';
import { LANDING_CONTENT, type LandingVariant } from './landing-content';
import { LandingCities } from './landing-cities.view';
import { LandingFeatures } from './landing-features.view';
import { LandingHero, type LandingHeadline } from './landing-hero.view';
import { LandingPricing } from './landing-pricing.view';
import { LandingRepair } from './landing-repair.view';
import { LandingReasons } from './landing-reasons.view';
import { LandingTestimonials } from './landing-testimonials.view';

/** A city and country as the page names them (already in the page's language). */
export interface LandingPlace {
  city: string;
  country: string;
}

/**
 * The one template of the Texas page and the landing pages of decision 28: headline and package,
 * cities, reasons, features, prices, testimonials, computer repair and the call to action. A
 * location page (an emergency page for a city) names its city and country in the headline.
 */
export function LandingTemplate({ variant, place }: { variant: LandingVariant; place?: LandingPlace }) {
  const { t } = useTranslation();
  const { packageId, cities } = LANDING_CONTENT[variant];
  const pkg = PACKAGES[packageId];
  const hours = new Intl.NumberFormat(useLanguage()).format(pkg.deliveryHours);
  const headline: LandingHeadline = place
    ? {
        eyebrow: t('landing.variants.emergencyCity.eyebrow', { ...place }),
        headline: t('landing.variants.emergencyCity.headline', { ...place }),
        subheadline: t('landing.variants.emergencyCity.subheadline', { ...place, hours }),
        pricingLink: t(`landing.variants.${variant}.pricingLink`),
      }
    : {
        eyebrow: t(`landing.variants.${variant}.eyebrow`),
        headline: t(`landing.variants.${variant}.headline`),
        subheadline: t(`landing.variants.${variant}.subheadline`, { hours }),
        pricingLink: t(`landing.variants.${variant}.pricingLink`),
      };
  return (
    <>
      <LandingHero text={headline} pkg={pkg} />
      <LandingCities title={t(`landing.variants.${variant}.citiesTitle`)} cities={cities} />
      <LandingReasons />
      <LandingFeatures />
      <LandingPricing recommended={packageId} />
      <LandingTestimonials />
      <LandingRepair />
      <LandingCallToAction pkg={pkg} />
    </>
  );
}
