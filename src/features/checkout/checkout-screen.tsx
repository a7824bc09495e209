import { CheckoutCard } from './checkout-card.view';
import { useCheckout, type NavigateTo } from './use-checkout';

interface CheckoutScreenProps {
  paymentId: string;
  /** Where the browser goes after paying or cancelling; `window.location.assign` by default. */
  navigateTo?: NavigateTo;
}

/** The checkout machine for one payment, rendered. */
export function CheckoutScreen({ paymentId, navigateTo }: CheckoutScreenProps) {
  return <CheckoutCard view={useCheckout(paymentId, navigateTo)} />;
}
