import { useTranslation } from 'react-i18next';
import { PageHead } from '@src/components/page-head/page-head';
import { useAddressQuery } from '@src/lib/use-address-query';
import { PaymentOutcome } from './payment-outcome.view';
import { PaymentSuccessCard } from './payment-success-card.view';
import { usePaymentSuccess } from './use-payment-success';

/** The page's head: 'Payment Successful!', or 'No payment found' once the address shows none. */
function PaymentSuccessHead({ paymentFound = true }: { paymentFound?: boolean }) {
  const { t } = useTranslation();
  return (
    <PageHead
      title={paymentFound ? t('pages.paymentSuccess.title') : t('paymentSuccess.none.title')}
      description={t('pages.paymentSuccess.description')}
      noIndex
    />
  );
}

/** The machine for one address: a new query is a new payment. */
function PaymentSuccessFlow({ query }: { query: URLSearchParams }) {
  const view = usePaymentSuccess(query);
  return (
    <>
      <PaymentSuccessHead paymentFound={view.paymentFound} />
      <PaymentOutcome view={view} />
    </>
  );
}

/**
 * The page's card. The server rendered it without a query, so until the browser has hydrated it
 * the package and amount wait (and the 3-second countdown has not started).
 */
export function PaymentSuccessScreen() {
  const query = useAddressQuery();
  if (!query)
    return (
      <>
        <PaymentSuccessHead />
        <PaymentSuccessCard view={null} />
      </>
    );
  return <PaymentSuccessFlow key={query.toString()} query={query} />;
}
