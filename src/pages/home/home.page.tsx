import { useTranslation } from 'react-i18next';
import { PACKAGES } from '../../../contract/catalogue';
import { useScrollToHash } from '../../app/use-scroll-to-hash';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';

export default function HomePage() {
  const { t } = useTranslation();
  useScrollToHash();
  const hours = PACKAGES.startup.deliveryHours;
  return (
    <>
      <PageHead
        title={t('pages.home.title', { hours })}
        description={t('pages.home.description', { hours })}
      />
      <PageHeader title={t('pages.home.title', { hours })} />
    </>
  );
}
