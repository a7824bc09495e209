/**
 * The sandbox checkout page (decision 13): it loads the payment, shows what is bought and the
 * amount, then pays or cancels it on the server and sends the browser where the server says.
 * A payment that is already paid or cancelled is not offered again; a missing one is "not found".
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutRedirectResponse, CheckoutResponse } from '@contract/api/payments';
import type { Payment } from '@contract/entities';
import type { ParamsOf } from '@contract/routes';
import { isServerRefusal, messageOf } from '../shared/errors';

export interface CheckoutInput {
  /** The `:paymentId` of the page's address. */
  paymentId: string;
}

export interface CheckoutContext {
  paymentId: string;
  payment: Payment | null;
  /** Where a paid payment continues (`/payment-success?…`, or the portal for admin links). */
  returnUrl: string | null;
  /** The server's message of the last failed call, if it sent one. */
  errorMessage: string | null;
}

export type CheckoutEvent =
  { type: 'checkout.pay' } | { type: 'checkout.cancel' } | { type: 'checkout.retry' };

/** The `:paymentId` path parameter that load, pay and cancel share. */
export type PaymentCallInput = ParamsOf<'checkout'>;

const statusOf = (error: unknown): number | undefined =>
  isServerRefusal(error) ? (error as { status: number }).status : undefined;

const byPaymentId = ({ context }: { context: CheckoutContext }): PaymentCallInput => ({
  paymentId: context.paymentId,
});

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadPayment: fromPromise<CheckoutResponse, PaymentCallInput>(async () => {
      throw new Error('loadPayment is provided by the app');
    }),
    pay: fromPromise<CheckoutRedirectResponse, PaymentCallInput>(async () => {
      throw new Error('pay is provided by the app');
    }),
    cancel: fromPromise<CheckoutRedirectResponse, PaymentCallInput>(async () => {
      throw new Error('cancel is provided by the app');
    }),
  },
  actions: {
    /** App: leave the page for `url` (a path of this site or the provider's absolute URL). */
    navigateTo: (_, _params: { url: string }) => {},
    recordCheckout: assign((_, params: CheckoutResponse) => ({
      payment: params.payment,
      returnUrl: params.returnUrl,
    })),
    recordError: assign({ errorMessage: (_, params: { error: unknown }) => messageOf(params.error) ?? null }),
    clearError: assign({ errorMessage: null }),
  },
  guards: {
    isPaid: (_, params: CheckoutResponse) => params.payment.status === 'paid',
    isCancelled: (_, params: CheckoutResponse) => params.payment.status === 'cancelled',
    /** 404, or 400 for an id the server cannot even read: either way there is no such payment. */
    isMissing: (_, params: { error: unknown }) => [400, 404].includes(statusOf(params.error) ?? 0),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    paymentId: input.paymentId,
    payment: null,
    returnUrl: null,
    errorMessage: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: byPaymentId,
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => event.output },
            target: 'alreadyPaid',
            actions: { type: 'recordCheckout', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isCancelled', params: ({ event }) => event.output },
            target: 'cancelled',
            actions: { type: 'recordCheckout', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'recordCheckout', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'loadError',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    ready: {
      on: { 'checkout.pay': 'paying', 'checkout.cancel': 'cancelling' },
    },
    paying: {
      tags: ['paying'],
      entry: 'clearError',
      invoke: {
        id: 'pay',
        src: 'pay',
        input: byPaymentId,
        onDone: {
          target: 'redirecting',
          actions: { type: 'navigateTo', params: ({ event }) => ({ url: event.output.redirectUrl }) },
        },
        onError: {
          target: 'payError',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    cancelling: {
      tags: ['cancelling'],
      entry: 'clearError',
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: byPaymentId,
        onDone: {
          target: 'redirecting',
          actions: { type: 'navigateTo', params: ({ event }) => ({ url: event.output.redirectUrl }) },
        },
        onError: {
          target: 'cancelError',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Nothing was charged: Pay tries again, Cancel stays possible. */
    payError: {
      on: { 'checkout.pay': 'paying', 'checkout.cancel': 'cancelling' },
    },
    /** The payment is still open: Cancel tries again, Pay stays possible. */
    cancelError: {
      on: { 'checkout.pay': 'paying', 'checkout.cancel': 'cancelling' },
    },
    /** The browser is leaving; the buttons stay disabled so nothing is sent twice. */
    redirecting: {},
    alreadyPaid: {},
    cancelled: {},
    notFound: {},
    loadError: {
      on: { 'checkout.retry': 'loading' },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
