import { PaymentLinkForm } from './payment-link-form.view';
import { usePaymentLink } from './use-payment-link';

/** The Payment Links tab: the form over the paymentLink machine. */
export function PaymentLinkTab() {
  return <PaymentLinkForm view={usePaymentLink()} />;
}
