import { useTranslation } from 'react-i18next';
import { SectionLoading } from '../../content-states/section-loading.view';

/** The testimonials' spinner while they load (spec part 2 §2), also what the first paint shows. */
export function TestimonialsLoading() {
  const { t } = useTranslation();
  return <SectionLoading label={t('home.testimonials.loading')} />;
}
