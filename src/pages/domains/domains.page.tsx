import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';

export default function DomainsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.domains.title')} description={t('pages.domains.description')} />
      <PageHeader title={t('pages.domains.title')} />
    </>
  );
}
