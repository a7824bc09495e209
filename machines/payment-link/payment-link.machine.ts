/**
 * The admin portal's payment link form (spec part 1 §5, §7, §8; decision 14): four required
 * fields, an amount of at least $1 in steps of a cent; the created link is copied to the clipboard
 * and a toast says so (or, when the browser refuses the clipboard, that it is shown to copy).
 */
import { assign, fromPromise, setup } from 'xstate';
import { LIMITS } from '@contract/catalogue';
import type { BodyOf, ResponseOf } from '@contract/routes';
import type { ToastParams } from '../shared/toast';

export interface PaymentLinkForm {
  customerName: string;
  customerEmail: string;
  /** As typed in the number field. */
  amount: string;
  description: string;
}

export type PaymentLinkField = keyof PaymentLinkForm;

export const emptyPaymentLinkForm: PaymentLinkForm = {
  customerName: '',
  customerEmail: '',
  amount: '',
  description: '',
};

export interface PaymentLinkContext {
  form: PaymentLinkForm;
  paymentUrl: string | null;
  /** The created link is on the clipboard (the browser may refuse). */
  copied: boolean;
}

export type PaymentLinkEvent =
  | { type: 'field.change'; field: PaymentLinkField; value: string }
  | { type: 'link.create' }
  /** Copy the created link again. */
  | { type: 'link.copy' }
  /** Start another link. */
  | { type: 'link.reset' };

/** At least the minimum, at most two decimals (min 1, step 0.01). */
export const isValidAmount = (amount: string): boolean =>
  /^\d+(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) >= LIMITS.paymentLinkMinDollars;

export const isPaymentLinkFormComplete = (form: PaymentLinkForm): boolean =>
  form.customerName.trim() !== '' &&
  form.customerEmail.trim() !== '' &&
  form.description.trim() !== '' &&
  isValidAmount(form.amount);

/** The call's body from the form: trimmed texts, the amount in dollars (decision 4). */
export const toPaymentLinkBody = (form: PaymentLinkForm): BodyOf<'createPaymentLink'> => ({
  customerName: form.customerName.trim(),
  customerEmail: form.customerEmail.trim(),
  amount: Number(form.amount),
  description: form.description.trim(),
});

export const paymentLinkToasts = {
  failed: {
    titleKey: 'paymentLink.toast.failed.title',
    descriptionKey: 'paymentLink.toast.failed.description',
    variant: 'error',
  },
  /** The link is on the clipboard, ready to paste into an email. */
  copied: {
    titleKey: 'paymentLink.toast.created.title',
    descriptionKey: 'paymentLink.toast.created.copied',
    variant: 'success',
  },
  /** The browser refused the clipboard: the link is shown to copy by hand. */
  notCopied: {
    titleKey: 'paymentLink.toast.created.title',
    descriptionKey: 'paymentLink.toast.created.notCopied',
    variant: 'info',
  },
} as const satisfies Record<string, ToastParams>;

export const paymentLinkMachine = setup({
  types: {
    context: {} as PaymentLinkContext,
    events: {} as PaymentLinkEvent,
  },
  actors: {
    createPaymentLink: fromPromise<ResponseOf<'createPaymentLink'>, BodyOf<'createPaymentLink'>>(async () => {
      throw new Error('createPaymentLink is provided by the app');
    }),
    /** App: writes the text to the clipboard; rejects when the browser refuses. */
    copyToClipboard: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyToClipboard is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    setField: assign({
      form: ({ context }, { field, value }: { field: PaymentLinkField; value: string }) => ({
        ...context.form,
        [field]: value,
      }),
      paymentUrl: null,
      copied: false,
    }),
    setPaymentUrl: assign({
      paymentUrl: (_, params: { paymentUrl: string }) => params.paymentUrl,
      copied: false,
    }),
    setCopied: assign({ copied: (_, params: { copied: boolean }) => params.copied }),
    reset: assign({ form: emptyPaymentLinkForm, paymentUrl: null, copied: false }),
  },
  guards: {
    isFormComplete: ({ context }) => isPaymentLinkFormComplete(context.form),
  },
}).createMachine({
  id: 'paymentLink',
  context: { form: emptyPaymentLinkForm, paymentUrl: null, copied: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'setField', params: ({ event }) => event } },
        'link.create': { guard: 'isFormComplete', target: 'creating' },
      },
    },
    creating: {
      invoke: {
        id: 'createPaymentLink',
        src: 'createPaymentLink',
        input: ({ context }) => toPaymentLinkBody(context.form),
        onDone: {
          target: 'copying',
          actions: { type: 'setPaymentUrl', params: ({ event }) => event.output },
        },
        onError: { target: 'editing', actions: { type: 'showToast', params: paymentLinkToasts.failed } },
      },
    },
    copying: {
      invoke: {
        id: 'copyToClipboard',
        src: 'copyToClipboard',
        input: ({ context }) => ({ text: context.paymentUrl ?? '' }),
        onDone: {
          target: 'created',
          actions: [
            { type: 'setCopied', params: { copied: true } },
            { type: 'showToast', params: paymentLinkToasts.copied },
          ],
        },
        onError: {
          target: 'created',
          actions: [
            { type: 'setCopied', params: { copied: false } },
            { type: 'showToast', params: paymentLinkToasts.notCopied },
          ],
        },
      },
    },
    created: {
      on: {
        /** Copy once more (the link was not copied, or something else was copied since). */
        'link.copy': 'copying',
        'field.change': { target: 'editing', actions: { type: 'setField', params: ({ event }) => event } },
        'link.reset': { target: 'editing', actions: 'reset' },
      },
    },
  },
});

export type PaymentLinkMachine = typeof paymentLinkMachine;
