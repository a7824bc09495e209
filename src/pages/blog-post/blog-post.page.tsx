import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';

export default function BlogPostPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('pages.blogPost.title')} description={t('pages.blogPost.description')} />
      <PageHeader title={t('pages.blogPost.title')} />
    </>
  );
}
