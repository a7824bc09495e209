/** The checkout machine, wired to the API by route name and to the browser's navigation. */
import {
  checkoutMachine,
  connectCheckout,
  type CheckoutView,
  type PaymentCallInput,
} from '@machines/checkout';
import { routeActor } from '@src/api/route-actor';
import { useFlow } from '@src/lib/use-flow';

/** Leaves the app for the URL: the payment-success page, the portal or a provider's page. */
export type NavigateTo = (url: string) => void;

export const assignLocation: NavigateTo = (url) => window.location.assign(url);

const byPaymentId = (input: PaymentCallInput) => ({ params: input });

export const useCheckout = (paymentId: string, navigateTo: NavigateTo = assignLocation): CheckoutView =>
  useFlow(checkoutMachine, connectCheckout, {
    input: { paymentId },
    implementations: {
      actors: {
        loadPayment: routeActor('checkout', byPaymentId),
        pay: routeActor('checkoutPay', byPaymentId),
        cancel: routeActor('checkoutCancel', byPaymentId),
      },
      actions: { navigateTo: (_, { url }) => navigateTo(url) },
    },
  });
