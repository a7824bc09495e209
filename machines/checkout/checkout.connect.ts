/** View props of the sandbox checkout page. */
import type { SnapshotFrom } from 'xstate';
import { formatCents } from '../../contract/catalogue';
import type { PaymentPurpose } from '../../contract/entities';
import type { CheckoutEvent, CheckoutMachine } from './checkout.machine';

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
  /** The Pay and Cancel buttons work. */
  canPay: boolean;
  /** A call is running or the browser is leaving: every button is disabled. */
  isBusy: boolean;
  /** Which button shows the spinner. */
  busyAction: 'pay' | 'cancel' | null;
  onPay: () => void;
  onCancel: () => void;
  /** Loads again after a load error (Pay and Cancel are their own retries). */
  onRetry: () => void;
}

const STATUSES: readonly CheckoutStatus[] = [
  'loading',
  'ready',
  'paying',
  'cancelling',
  'redirecting',
  'payError',
  'cancelError',
  'alreadyPaid',
  'cancelled',
  'notFound',
  'loadError',
];

export const connect = (
  snapshot: SnapshotFrom<CheckoutMachine>,
  send: (event: CheckoutEvent) => void,
): CheckoutView => {
  const { payment, returnUrl, errorMessage } = snapshot.context;
  const status = STATUSES.find((state) => snapshot.matches(state)) ?? 'loading';
  const busyAction = snapshot.matches('paying') ? 'pay' : snapshot.matches('cancelling') ? 'cancel' : null;
  return {
    status,
    amountLabel: payment ? formatCents(payment.amountCents) : null,
    description: payment?.description ?? null,
    purposeKey: payment ? `checkout.purpose.${payment.purpose}` : null,
    customerEmail: payment?.customerEmail ?? null,
    returnUrl,
    errorMessage,
    canPay: snapshot.can({ type: 'checkout.pay' }),
    isBusy: busyAction !== null || status === 'redirecting',
    busyAction,
    onPay: () => send({ type: 'checkout.pay' }),
    onCancel: () => send({ type: 'checkout.cancel' }),
    onRetry: () => send({ type: 'checkout.retry' }),
  };
};
