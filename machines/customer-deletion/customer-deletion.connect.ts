/** View props of a customer's Delete action and its confirmation. */
import type { SnapshotFrom } from 'xstate';
import {
  CONFIRM_MESSAGE_KEY,
  type CustomerDeletionEvent,
  type CustomerDeletionMachine,
} from './customer-deletion.machine';

export interface CustomerDeletionView {
  isConfirming: boolean;
  /** i18n key of the confirmation question. */
  confirmMessageKey: typeof CONFIRM_MESSAGE_KEY;
  isDeleting: boolean;
  /** The customer asked about or being deleted. */
  customerId: string | null;
  onRequest: (customerId: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<CustomerDeletionMachine>,
  send: (event: CustomerDeletionEvent) => void,
): CustomerDeletionView => ({
  isConfirming: snapshot.matches('confirming'),
  confirmMessageKey: CONFIRM_MESSAGE_KEY,
  isDeleting: snapshot.matches('deleting'),
  customerId: snapshot.context.customerId,
  onRequest: (customerId) => send({ type: 'deletion.request', customerId }),
  onConfirm: () => send({ type: 'deletion.confirm' }),
  onCancel: () => send({ type: 'deletion.cancel' }),
});
