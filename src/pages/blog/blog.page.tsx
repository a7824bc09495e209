import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';

export default function BlogPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.blog.title')} description={t('pages.blog.description')} />
      <PageHeader title={t('pages.blog.title')} />
    </>
  );
}
