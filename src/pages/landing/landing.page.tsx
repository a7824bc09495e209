import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';
import NotFoundPage from '../not-found/not-found.page';
import { parseLandingLocation } from './landing-location';

/** The landing pages of decision 28, from one template. */
export type LandingVariant = 'luxury' | 'professional' | 'emergency';

export default function LandingPage({ variant }: { variant: LandingVariant }) {
  const { t } = useTranslation();
  const { country, citySlug } = useParams();
  if (country === undefined || citySlug === undefined) {
    return (
      <>
        <PageHead title={t(`pages.${variant}.title`)} description={t(`pages.${variant}.description`)} />
        <PageHeader title={t(`pages.${variant}.title`)} />
      </>
    );
  }
  const location = parseLandingLocation(country, citySlug);
  if (!location) return <NotFoundPage />;
  const values = { city: location.city, country: location.country };
  return (
    <>
      <PageHead
        title={t('pages.emergencyInCity.title', values)}
        description={t('pages.emergencyInCity.description', values)}
      />
      <PageHeader title={t('pages.emergencyInCity.title', values)} />
    </>
  );
}
