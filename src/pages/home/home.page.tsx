import { useTranslation } from 'react-i18next';
import { PACKAGES } from '../../../contract/catalogue';
import { useScrollToHash } from '../../app/use-scroll-to-hash';
import { PageHeader } from '../../components/page-header/page-header';

export default function HomePage() {
  const { t } = useTranslation();
  useScrollToHash();
  return <PageHeader title={t('pages.home.title', { hours: PACKAGES.startup.deliveryHours })} />;
}
