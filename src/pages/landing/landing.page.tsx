import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { servedCityAt } from '@contract/served-places';
import { PageHead } from '@src/components/page-head/page-head';
import { PageTrail } from '@src/components/page-head/page-trail';
import type { LandingVariant } from '@src/features/landing/landing-content';
import { placeOf } from '@src/features/landing/landing-place';
import { LandingTemplate } from '@src/features/landing/landing-template.view';
import NotFoundPage from '../not-found/not-found.page';
import { EMERGENCY_CITY_PREFIX, parseLandingLocation } from './landing-location';

export type { LandingVariant };

/**
 * The landing pages of decision 28 from one template: `/luxury-websites`, `/professional-websites`,
 * `/emergency-website-development`, and `/blog/{country}/emergency-website-development-{city}`
 * for each city the agency serves, which names the city and country of its path.
 */
export default function LandingPage({ variant }: { variant: Exclude<LandingVariant, 'texas'> }) {
  const { t } = useTranslation();
  const { country, citySlug } = useParams();
  if (country === undefined || citySlug === undefined) {
    return (
      <>
        <PageHead title={t(`pages.${variant}.title`)} description={t(`pages.${variant}.description`)} />
        <PageTrail title={t(`pages.${variant}.title`)} />
        <LandingTemplate variant={variant} />
      </>
    );
  }
  // Only the places the catalogue serves have a page (decision 31): a path cannot mint one.
  const location = servedCityAt(country, citySlug) ? parseLandingLocation(country, citySlug) : null;
  if (!location) return <NotFoundPage />;
  const place = placeOf(t, location, { city: citySlug.slice(EMERGENCY_CITY_PREFIX.length), country });
  return (
    <>
      <PageHead
        title={t('pages.emergencyInCity.title', { ...place })}
        description={t('pages.emergencyInCity.description', { ...place })}
      />
      <PageTrail title={t('pages.emergencyInCity.title', { ...place })} />
      <LandingTemplate variant={variant} place={place} />
    </>
  );
}
