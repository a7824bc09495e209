import { Container, Section } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head/page-head';
import { PaymentSuccessScreen } from '../../features/payment-success/payment-success-screen';

/** `/payment-success?package=…&amount=…` (spec part 2 §2, decision 13). */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <Section size="2" px="4">
      <PageHead
        title={t('pages.paymentSuccess.title')}
        description={t('pages.paymentSuccess.description')}
        noIndex
      />
      <Container size="2">
        <PaymentSuccessScreen />
      </Container>
    </Section>
  );
}
