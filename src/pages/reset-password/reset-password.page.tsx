import { Container, Section } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@src/components/page-head/page-head';
import { ResetPasswordScreen } from '@src/features/reset-password/reset-password-screen';

/** `/reset-password?token=…` (issue 21, decision 35): the emailed link's page, not for search engines. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Section size="2" px="4">
      <PageHead
        title={t('pages.resetPassword.title')}
        description={t('pages.resetPassword.description')}
        noIndex
      />
      <Container size="1">
        <ResetPasswordScreen />
      </Container>
    </Section>
  );
}
