import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header';
import NotFoundPage from '../not-found/not-found.page';
import { parseLandingLocation } from './landing-location';

/** The landing pages of decision 28, from one template. */
export type LandingVariant = 'luxury' | 'professional' | 'emergency';

const TITLE_KEYS = {
  luxury: 'pages.luxury.title',
  professional: 'pages.professional.title',
  emergency: 'pages.emergency.title',
} as const;

export default function LandingPage({ variant }: { variant: LandingVariant }) {
  const { t } = useTranslation();
  const { country, citySlug } = useParams();
  if (country === undefined || citySlug === undefined) return <PageHeader title={t(TITLE_KEYS[variant])} />;
  const location = parseLandingLocation(country, citySlug);
  if (!location) return <NotFoundPage />;
  return (
    <PageHeader
      title={t('pages.emergencyInCity.title', { city: location.city, country: location.country })}
    />
  );
}
