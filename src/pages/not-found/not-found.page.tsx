import { Button, Text } from '@radix-ui/themes';
import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRenderStatus } from '../../app/render-status';
import { PageHead } from '../../components/page-head/page-head';
import { PageHeader } from '../../components/page-header/page-header';
import { useLocalizedPath } from '../../i18n/use-localized-path';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  useRenderStatus(404);
  return (
    <PageHeader title={t('notFound.title')}>
      <PageHead title={t('notFound.title')} description={t('notFound.description')} noIndex />
      <Text as="p" size="3" color="gray" mb="5">
        {t('notFound.description')}
      </Text>
      <Button asChild size="3">
        <Link to={localize('/')}>
          <House size={16} aria-hidden />
          {t('notFound.backHome')}
        </Link>
      </Button>
    </PageHeader>
  );
}
