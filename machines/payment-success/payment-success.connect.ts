/** View props of the payment-success page. */
import type { SnapshotFrom } from 'xstate';
import type { PaymentSuccessEvent, PaymentSuccessMachine } from './payment-success.machine';

export interface PaymentSuccessView {
  packageName: string;
  amount: string;
  isRedirecting: boolean;
  /** Call before Back to Homepage, so that the redirect does not fire after it. */
  onLeave: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<PaymentSuccessMachine>,
  send: (event: PaymentSuccessEvent) => void,
): PaymentSuccessView => ({
  packageName: snapshot.context.packageName,
  amount: snapshot.context.amount,
  isRedirecting: snapshot.matches({ redirect: 'redirected' }),
  onLeave: () => send({ type: 'page.leave' }),
});
