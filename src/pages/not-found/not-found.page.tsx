import { Button, Text } from '@radix-ui/themes';
import { HomeIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('notFound.title')}>
      <Text as="p" size="3" color="gray" mb="5">
        {t('notFound.description')}
      </Text>
      <Button asChild size="3">
        <Link to="/">
          <HomeIcon aria-hidden />
          {t('notFound.backHome')}
        </Link>
      </Button>
    </PageHeader>
  );
}
