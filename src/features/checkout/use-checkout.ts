/** The checkout machine, wired to the API and to the browser's navigation, as view props. */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { checkoutMachine, connectCheckout, type CheckoutView } from '../../../machines/checkout';
import { checkoutCalls } from './checkout-calls';

/** Leaves the app for the URL: the payment-success page, the portal or a provider's page. */
export type NavigateTo = (url: string) => void;

export const assignLocation: NavigateTo = (url) => window.location.assign(url);

export const useCheckout = (paymentId: string, navigateTo: NavigateTo = assignLocation): CheckoutView => {
  const [snapshot, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        loadPayment: fromPromise(({ input }) => checkoutCalls.loadPayment(input)),
        pay: fromPromise(({ input }) => checkoutCalls.pay(input)),
        cancel: fromPromise(({ input }) => checkoutCalls.cancel(input)),
      },
      actions: { navigateTo: (_, { url }) => navigateTo(url) },
    }),
    { input: { paymentId } },
  );
  return connectCheckout(snapshot, send);
};
