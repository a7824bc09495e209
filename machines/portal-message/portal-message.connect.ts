/** View props of a message send form or dialog. */
import type { SnapshotFrom } from 'xstate';
import type { PortalMessageEvent, PortalMessageMachine } from './portal-message.machine';

export interface PortalMessageView {
  /** Always true outside the admin portal's dialog. */
  isOpen: boolean;
  subject: string;
  content: string;
  customerId: string | null;
  /** The customer picker shows for admins only. */
  needsCustomer: boolean;
  isSending: boolean;
  /** Disabled while sending, while a field is blank, or while an admin has no customer chosen. */
  canSend: boolean;
  onSubjectChange: (value: string) => void;
  onContentChange: (value: string) => void;
  onCustomerSelect: (customerId: string | null) => void;
  onSend: () => void;
  onOpenFor: (customerId: string) => void;
  onCancel: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<PortalMessageMachine>,
  send: (event: PortalMessageEvent) => void,
): PortalMessageView => {
  const { sender, subject, content, customerId } = snapshot.context;
  const isSending = snapshot.matches('sending');
  const needsCustomer = sender !== 'customer';
  return {
    isOpen: !snapshot.matches('closed'),
    subject,
    content,
    customerId,
    needsCustomer,
    isSending,
    canSend:
      !isSending && subject.trim() !== '' && content.trim() !== '' && (!needsCustomer || customerId !== null),
    onSubjectChange: (value) => send({ type: 'subject.change', value }),
    onContentChange: (value) => send({ type: 'content.change', value }),
    onCustomerSelect: (id) => send({ type: 'customer.select', customerId: id }),
    onSend: () => send({ type: 'message.send' }),
    onOpenFor: (id) => send({ type: 'dialog.open', customerId: id }),
    onCancel: () => send({ type: 'dialog.cancel' }),
  };
};
