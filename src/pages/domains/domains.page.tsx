import { useTranslation } from 'react-i18next';
import { PageHead } from '@src/components/page-head/page-head';
import { PageTrail } from '@src/components/page-head/page-trail';
import { DomainOrderScreen } from '@src/features/domain-order/domain-order-screen';

/** `/domains` (spec part 2 §2; decision 21): search, prices, registration and help. */
export default function DomainsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.domains.title')} description={t('pages.domains.description')} />
      <PageTrail title={t('pages.domains.title')} />
      <DomainOrderScreen />
    </>
  );
}
