/** View props of the payment link form. */
import type { SnapshotFrom } from 'xstate';
import { LIMITS } from '@contract/catalogue';
import {
  isPaymentLinkFormComplete,
  type PaymentLinkEvent,
  type PaymentLinkField,
  type PaymentLinkForm,
  type PaymentLinkMachine,
} from './payment-link.machine';

export interface PaymentLinkView {
  form: PaymentLinkForm;
  /** For the number input: min and step. */
  amountMin: number;
  amountStep: number;
  isCreating: boolean;
  canCreate: boolean;
  /** The created link. */
  paymentUrl: string | null;
  /** The link is being written to the clipboard. */
  isCopying: boolean;
  /** The link is on the clipboard; false when the browser refused (the view offers Copy). */
  isCopied: boolean;
  onFieldChange: (field: PaymentLinkField, value: string) => void;
  onCreate: () => void;
  onCopy: () => void;
  onReset: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<PaymentLinkMachine>,
  send: (event: PaymentLinkEvent) => void,
): PaymentLinkView => {
  const isCreating = snapshot.matches('creating');
  const { paymentUrl, copied } = snapshot.context;
  return {
    form: snapshot.context.form,
    amountMin: LIMITS.paymentLinkMinDollars,
    amountStep: 0.01,
    isCreating,
    canCreate: !isCreating && isPaymentLinkFormComplete(snapshot.context.form),
    paymentUrl,
    isCopying: snapshot.matches('copying'),
    isCopied: paymentUrl !== null && copied,
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    onCreate: () => send({ type: 'link.create' }),
    onCopy: () => send({ type: 'link.copy' }),
    onReset: () => send({ type: 'link.reset' }),
  };
};
