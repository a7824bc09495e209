import { Container, Section } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CheckoutScreen } from '@src/features/checkout/checkout-screen';
import type { NavigateTo } from '@src/features/checkout/use-checkout';
import { PageHead } from '@src/components/page-head/page-head';

interface CheckoutPageProps {
  /** Tests observe the redirect here instead of through `window.location`. */
  navigateTo?: NavigateTo;
}

/** `/checkout/:paymentId`: the built-in sandbox checkout (decision 13). */
export default function CheckoutPage({ navigateTo }: CheckoutPageProps) {
  const { t } = useTranslation();
  const { paymentId = '' } = useParams();
  return (
    <Section size="2" px="4">
      <PageHead title={t('pages.checkout.title')} description={t('pages.checkout.description')} noIndex />
      <Container size="1">
        {/* A new payment id is a new checkout: the machine starts over. */}
        <CheckoutScreen key={paymentId} paymentId={paymentId} navigateTo={navigateTo} />
      </Container>
    </Section>
  );
}
