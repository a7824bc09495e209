import type { PaymentSuccessView } from '@machines/payment-success';
import { NoPaymentCard } from './no-payment-card.view';
import { PaymentSuccessCard } from './payment-success-card.view';

/** The page once it has read its address: the payment's confirmation, or that none was found. */
export function PaymentOutcome({ view }: { view: PaymentSuccessView }) {
  return view.paymentFound ? <PaymentSuccessCard view={view} /> : <NoPaymentCard />;
}
