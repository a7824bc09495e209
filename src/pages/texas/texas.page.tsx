import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';

export default function TexasPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.texas.title')} description={t('pages.texas.description')} />
      <PageHeader title={t('pages.texas.title')} />
    </>
  );
}
