/** View props of the sandbox checkout page. */
import type { SnapshotFrom } from 'xstate';
import { formatCents } from '@contract/catalogue';
import type { PaymentPurpose } from '@contract/entities';
import { actionProps, type ActionProps } from '../shared/view-props';
import type { CheckoutEvent, CheckoutMachine } from './checkout.machine';

/** The checkout's states are its statuses (the machine is flat). */
export type CheckoutStatus =
  | 'loading'
  | 'ready'
  | 'paying'
  | 'cancelling'
  | 'redirecting'
  | 'payError'
  | 'cancelError'
  | 'alreadyPaid'
  | 'cancelled'
  | 'notFound'
  | 'loadError';

export interface CheckoutView {
  status: CheckoutStatus;
  /** USD, en-US, whatever the UI language (decision 4); null until the payment is loaded. */
  amountLabel: string | null;
  description: string | null;
  /** i18n key naming what kind of purchase this is. */
  purposeKey: `checkout.purpose.${PaymentPurpose}` | null;
  customerEmail: string | null;
  /** Where a paid payment continues (the alreadyPaid link). */
  returnUrl: string | null;
  /** The server's message of a failed call, when it sent one. */
  errorMessage: string | null;
  /** Which button's call is running (its spinner and label show it). */
  busyAction: 'pay' | 'cancel' | null;
  /** Pay: disabled while a call runs or the browser is leaving, and when nothing can be paid. */
  getPayButtonProps: () => ActionProps;
  getCancelButtonProps: () => ActionProps;
  /** Loads again after a load error (Pay and Cancel are their own retries). */
  getRetryButtonProps: () => ActionProps;
}

export const connect = (
  snapshot: SnapshotFrom<CheckoutMachine>,
  send: (event: CheckoutEvent) => void,
): CheckoutView => {
  const { payment, returnUrl, errorMessage } = snapshot.context;
  const status = snapshot.value as CheckoutStatus;
  const busyAction = snapshot.hasTag('paying') ? 'pay' : snapshot.hasTag('cancelling') ? 'cancel' : null;
  const action = (event: CheckoutEvent, busy: boolean) =>
    actionProps({ enabled: snapshot.can(event), busy, onClick: () => send(event) });
  return {
    status,
    amountLabel: payment ? formatCents(payment.amountCents) : null,
    description: payment?.description ?? null,
    purposeKey: payment ? `checkout.purpose.${payment.purpose}` : null,
    customerEmail: payment?.customerEmail ?? null,
    returnUrl,
    errorMessage,
    busyAction,
    getPayButtonProps: () => action({ type: 'checkout.pay' }, busyAction === 'pay'),
    getCancelButtonProps: () => action({ type: 'checkout.cancel' }, busyAction === 'cancel'),
    getRetryButtonProps: () => action({ type: 'checkout.retry' }, false),
  };
};
