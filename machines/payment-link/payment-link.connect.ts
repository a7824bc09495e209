/** View props of the payment link form. */
import type { SnapshotFrom } from 'xstate';
import { LIMITS } from '../../contract/catalogue';
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
  /** The created link (already copied to the clipboard). */
  paymentUrl: string | null;
  onFieldChange: (field: PaymentLinkField, value: string) => void;
  onCreate: () => void;
  onReset: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<PaymentLinkMachine>,
  send: (event: PaymentLinkEvent) => void,
): PaymentLinkView => {
  const isCreating = snapshot.matches('creating');
  return {
    form: snapshot.context.form,
    amountMin: LIMITS.paymentLinkMinDollars,
    amountStep: 0.01,
    isCreating,
    canCreate: !isCreating && isPaymentLinkFormComplete(snapshot.context.form),
    paymentUrl: snapshot.context.paymentUrl,
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    onCreate: () => send({ type: 'link.create' }),
    onReset: () => send({ type: 'link.reset' }),
  };
};
