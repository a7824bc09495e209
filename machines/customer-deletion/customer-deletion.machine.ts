/**
 * Deleting a customer (spec part 1 §2, §5, §8; decision 19): asked to confirm first, then deleted,
 * the customer list refreshed. The customer portal's Admin tab and the admin portal word their
 * failures differently.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ParamsOf, ResponseOf } from '@contract/routes';
import { messageOf } from '../shared/errors';
import type { ToastParams } from '../shared/toast';

export interface CustomerDeletionInput {
  portal: 'customerPortal' | 'adminPortal';
}

export interface CustomerDeletionContext {
  portal: CustomerDeletionInput['portal'];
  customerId: string | null;
}

export type CustomerDeletionEvent =
  | { type: 'deletion.request'; customerId: string }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' };

const key = (name: string) => `customerDeletion.${name}`;

/** The confirmation's i18n key (its English text is the spec's, word for word). */
export const CONFIRM_MESSAGE_KEY = 'customerDeletion.confirm';

export const customerDeletionToasts = {
  deleted: {
    titleKey: key('toast.deleted.title'),
    descriptionKey: key('toast.deleted.description'),
    variant: 'success',
  },
} as const satisfies Record<string, ToastParams>;

/** "Failed to delete customer: …" in the customer portal; the admin portal says less. */
export const deleteFailedToast = (portal: CustomerDeletionInput['portal'], error: unknown): ToastParams => {
  const message = messageOf(error);
  return portal === 'customerPortal' && message
    ? {
        titleKey: key('toast.failed.title'),
        descriptionKey: key('toast.failed.withReason'),
        values: { message },
        variant: 'error',
      }
    : {
        titleKey: key('toast.failed.title'),
        descriptionKey: key('toast.failed.description'),
        variant: 'error',
      };
};

export const customerDeletionMachine = setup({
  types: {
    context: {} as CustomerDeletionContext,
    events: {} as CustomerDeletionEvent,
    input: {} as CustomerDeletionInput,
  },
  actors: {
    /** The customer's id is the route's `:id`. */
    deleteCustomer: fromPromise<ResponseOf<'deleteCustomer'>, ParamsOf<'deleteCustomer'>>(async () => {
      throw new Error('deleteCustomer is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /**
     * App: asks the person (the browser's confirmation dialog, spec part 1 §5) and answers with
     * 'deletion.confirm' or 'deletion.cancel'. By default nothing is asked: the view's own buttons
     * answer (stories).
     */
    askConfirmation: (_, _params: { messageKey: typeof CONFIRM_MESSAGE_KEY }) => {},
    /** App: refresh the cached customer list. */
    refreshCustomers: () => {},
    setCustomer: assign({ customerId: (_, params: { customerId: string }) => params.customerId }),
    clearCustomer: assign({ customerId: null }),
  },
}).createMachine({
  id: 'customerDeletion',
  context: ({ input }) => ({ portal: input.portal, customerId: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'deletion.request': {
          target: 'confirming',
          actions: { type: 'setCustomer', params: ({ event }) => event },
        },
      },
    },
    /** "Are you sure you want to delete this customer? This action cannot be undone." */
    confirming: {
      entry: { type: 'askConfirmation', params: { messageKey: CONFIRM_MESSAGE_KEY } },
      on: {
        'deletion.confirm': 'deleting',
        'deletion.cancel': { target: 'idle', actions: 'clearCustomer' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteCustomer',
        src: 'deleteCustomer',
        input: ({ context }) => ({ id: context.customerId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            'clearCustomer',
            'refreshCustomers',
            { type: 'showToast', params: customerDeletionToasts.deleted },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'showToast',
              params: ({ context, event }) => deleteFailedToast(context.portal, event.error),
            },
            'clearCustomer',
          ],
        },
      },
    },
  },
});

export type CustomerDeletionMachine = typeof customerDeletionMachine;
