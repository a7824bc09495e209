import { useAddressQuery } from '../use-address-query';
import { PaymentOutcome } from './payment-outcome.view';
import { PaymentSuccessCard } from './payment-success-card.view';
import { usePaymentSuccess } from './use-payment-success';

/** The machine for one address: a new query is a new payment. */
function PaymentSuccessFlow({ query }: { query: URLSearchParams }) {
  return <PaymentOutcome view={usePaymentSuccess(query)} />;
}

/**
 * The page's card. The server rendered it without a query, so until the browser has hydrated it
 * the package and amount wait (and the 3-second countdown has not started).
 */
export function PaymentSuccessScreen() {
  const query = useAddressQuery();
  if (!query) return <PaymentSuccessCard view={null} />;
  return <PaymentSuccessFlow key={query.toString()} query={query} />;
}
