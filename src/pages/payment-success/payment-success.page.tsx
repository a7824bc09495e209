import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';

export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead
        title={t('pages.paymentSuccess.title')}
        description={t('pages.paymentSuccess.description')}
        noIndex
      />
      <PageHeader title={t('pages.paymentSuccess.title')} />
    </>
  );
}
