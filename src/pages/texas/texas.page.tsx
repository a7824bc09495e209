import { useTranslation } from 'react-i18next';
import { PageHead } from '@src/components/page-head/page-head';
import { PageTrail } from '@src/components/page-head/page-trail';
import { LandingTemplate } from '@src/features/landing/landing-template.view';

/** `/texas-website-development` (spec part 2 §2): the landing template for Texas businesses. */
export default function TexasPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.texas.title')} description={t('pages.texas.description')} />
      <PageTrail title={t('pages.texas.title')} />
      <LandingTemplate variant="texas" />
    </>
  );
}
