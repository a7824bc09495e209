import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';

export default function ClaimCreditPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.claimCredit.title')} description={t('pages.claimCredit.description')} />
      <PageHeader title={t('pages.claimCredit.title')} />
    </>
  );
}
