import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';
import { DeferredTestimonials } from './testimonials/deferred-testimonials';

/** Section 10 (anchor testimonials). */
export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="testimonials"
      title={t('home.testimonials.title')}
      subtitle={t('home.testimonials.subtitle')}
    >
      <DeferredTestimonials />
    </HomeSection>
  );
}
