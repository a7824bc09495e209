import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';

export default function PortfolioPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.portfolio.title')} description={t('pages.portfolio.description')} />
      <PageHeader title={t('pages.portfolio.title')} />
    </>
  );
}
