/**
 * The payment-success page (spec part 2 §2, decision 13). After 3 s it says 'Redirecting...',
 * records the payment in the browser and goes to /#complete-details. With a provider session id
 * in the address it also confirms the payment, next to the countdown: the webhook fulfils it
 * anyway, so a slow or failed confirmation never holds the visitor back.
 */
import { setup, fromPromise } from 'xstate';
import type { QueryOf, ResponseOf } from '@contract/routes';
import { TIMINGS } from '../timings';
import type { ToastParams } from '../shared/toast';

export interface PaymentSuccessInput {
  /** The `package` query parameter. */
  packageName: string | null;
  /** The `amount` query parameter. */
  amount: string | null;
  /** The provider's `session_id` query parameter (Stripe), if any. */
  sessionId: string | null;
}

export interface PaymentSuccessContext {
  packageName: string;
  amount: string;
  sessionId: string | null;
}

export type PaymentSuccessEvent = { type: 'page.leave' };

/**
 * What the browser keeps of a finished payment (payment-package, payment-amount): the page's own
 * query parameters, never sent to the server, so not a contract payload.
 */
export interface StoredPaymentCompletion {
  packageName: string;
  amount: string;
}

export const DEFAULT_PACKAGE_NAME = 'Website Package';
export const DEFAULT_AMOUNT = '0';

export const paymentSuccessToasts = {
  redirecting: { titleKey: 'paymentSuccess.toast.redirecting.title', variant: 'info' },
} as const satisfies Record<string, ToastParams>;

export const paymentSuccessMachine = setup({
  types: {
    context: {} as PaymentSuccessContext,
    events: {} as PaymentSuccessEvent,
    input: {} as PaymentSuccessInput,
  },
  actors: {
    confirmPayment: fromPromise<ResponseOf<'confirmPayment'>, QueryOf<'confirmPayment'>>(async () => {
      throw new Error('confirmPayment is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: store payment-completed 'true', payment-package and payment-amount. */
    storePaymentCompleted: (_, _params: StoredPaymentCompletion) => {},
    /** App: go to /#complete-details. */
    navigateToCompleteDetails: () => {},
  },
  guards: {
    hasSessionId: ({ context }) => context.sessionId !== null,
    /** A provider's session, or an amount above zero: the address tells of a payment. */
    hasPayment: ({ context }) => context.sessionId !== null || Number(context.amount) > 0,
  },
  delays: {
    paymentSuccessRedirect: TIMINGS.paymentSuccessRedirect,
  },
}).createMachine({
  id: 'paymentSuccess',
  context: ({ input }) => ({
    packageName: input.packageName || DEFAULT_PACKAGE_NAME,
    amount: input.amount || DEFAULT_AMOUNT,
    sessionId: input.sessionId || null,
  }),
  type: 'parallel',
  states: {
    redirect: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasPayment', target: 'counting' }, { target: 'noPayment' }],
        },
        counting: {
          on: { 'page.leave': 'left' },
          after: {
            paymentSuccessRedirect: {
              target: 'redirected',
              actions: [
                { type: 'showToast', params: paymentSuccessToasts.redirecting },
                {
                  type: 'storePaymentCompleted',
                  params: ({ context }) => ({ packageName: context.packageName, amount: context.amount }),
                },
                'navigateToCompleteDetails',
              ],
            },
          },
        },
        redirected: {},
        /** Back to Homepage before the redirect: nothing is recorded. */
        left: {},
        /**
         * Opened without a payment (no amount, nothing above $0, no provider session): nothing to
         * confirm, so nothing is recorded and no redirect to the project details.
         */
        noPayment: {},
      },
    },
    confirmation: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasSessionId', target: 'confirming' }, { target: 'notNeeded' }],
        },
        confirming: {
          invoke: {
            id: 'confirmPayment',
            src: 'confirmPayment',
            input: ({ context }) => ({ session_id: context.sessionId ?? '' }),
            onDone: 'confirmed',
            onError: 'unconfirmed',
          },
        },
        confirmed: {},
        /** The webhook fulfils it later. */
        unconfirmed: {},
        notNeeded: {},
      },
    },
  },
});

export type PaymentSuccessMachine = typeof paymentSuccessMachine;
