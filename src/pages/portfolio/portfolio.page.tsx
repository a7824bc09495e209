import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header';

export default function PortfolioPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.portfolio.title')} />;
}
