import { useTranslation } from 'react-i18next';
import { DeferredHealthCheck } from './health-check/deferred-health-check';
import { HomeSection } from './home-section';

/** Section 5 (anchor health-check): the free website health check. */
export function HealthCheckSection() {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="health-check"
      title={t('home.healthCheck.title')}
      subtitle={t('home.healthCheck.subtitle')}
    >
      <DeferredHealthCheck />
    </HomeSection>
  );
}
