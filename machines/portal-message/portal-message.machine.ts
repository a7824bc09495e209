/**
 * The message send forms (spec part 1 §2, §4, §5, §8): a customer writes to the team; an admin
 * writes to a chosen customer in the send-message sub-dialog (subject, message, Cancel) that a
 * customer's Message action opens, in the customer portal's Admin tab and in the admin portal alike.
 * Subject and content must be non-blank after trimming; a sent message clears the form and the
 * chosen customer and refreshes the lists.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { messageOf } from '../shared/errors';
import type { ToastParams } from '../shared/toast';

/** Who writes, and from where: each sends its own payload (spec part 1 §7). */
export type MessageSender = 'customer' | 'portalAdmin' | 'adminPortal';

export interface PortalMessageInput {
  sender: MessageSender;
}

export interface PortalMessageContext {
  sender: MessageSender;
  subject: string;
  content: string;
  customerId: string | null;
}

export type PortalMessageEvent =
  | { type: 'subject.change'; value: string }
  | { type: 'content.change'; value: string }
  | { type: 'customer.select'; customerId: string | null }
  | { type: 'message.send' }
  /** Admin: the Message action of a customer opens the dialog. */
  | { type: 'dialog.open'; customerId: string }
  /** Admin: Cancel. */
  | { type: 'dialog.cancel' };

/** A customer's body goes to send-message, an admin's (either form) to the admin's send-message. */
export type SendMessageBody = BodyOf<'sendMessage'> | BodyOf<'adminSendMessage'>;
/** Both calls answer with the created message. */
export type SentMessage = ResponseOf<'sendMessage'> | ResponseOf<'adminSendMessage'>;

export const toSendMessageBody = ({
  sender,
  subject,
  content,
  customerId,
}: PortalMessageContext): SendMessageBody => {
  const trimmed = { subject: subject.trim(), content: content.trim() };
  if (sender === 'customer') return trimmed;
  if (sender === 'portalAdmin') return { customerId: customerId ?? '', ...trimmed };
  return { customerId: customerId ?? '', subject: trimmed.subject, message: trimmed.content };
};

const key = (name: string) => `portalMessage.toast.${name}`;
export const portalMessageToasts = {
  missingInformation: {
    titleKey: key('missingInformation.title'),
    descriptionKey: key('missingInformation.description'),
    variant: 'error',
  },
  sent: { titleKey: key('sent.title'), descriptionKey: key('sent.description'), variant: 'success' },
} as const satisfies Record<string, ToastParams>;

/** "Error: Failed to send message: …" in the customer portal; the admin portal says less. */
export const sendFailedToast = (sender: MessageSender, error: unknown): ToastParams => {
  const message = messageOf(error);
  return sender !== 'adminPortal' && message
    ? {
        titleKey: key('sendFailed.title'),
        descriptionKey: key('sendFailed.withReason'),
        values: { message },
        variant: 'error',
      }
    : { titleKey: key('sendFailed.title'), descriptionKey: key('sendFailed.description'), variant: 'error' };
};

export const portalMessageMachine = setup({
  types: {
    context: {} as PortalMessageContext,
    events: {} as PortalMessageEvent,
    input: {} as PortalMessageInput,
  },
  actors: {
    sendMessage: fromPromise<SentMessage, SendMessageBody>(async () => {
      throw new Error('sendMessage is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: refresh the cached message lists. */
    refreshMessages: () => {},
    setSubject: assign({ subject: (_, params: { value: string }) => params.value }),
    setContent: assign({ content: (_, params: { value: string }) => params.value }),
    setCustomer: assign({ customerId: (_, params: { customerId: string | null }) => params.customerId }),
    clearForm: assign({ subject: '', content: '', customerId: null }),
  },
  guards: {
    // Both admin forms are the one send-message sub-dialog, opened by a customer's Message action.
    isDialog: ({ context }) => context.sender !== 'customer',
    isBlank: ({ context }) => context.subject.trim() === '' || context.content.trim() === '',
    hasRecipient: ({ context }) => context.sender === 'customer' || context.customerId !== null,
  },
}).createMachine({
  id: 'portalMessage',
  context: ({ input }) => ({ sender: input.sender, subject: '', content: '', customerId: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isDialog', target: 'closed' }, { target: 'editing' }],
    },
    /** Admin: the dialog is closed. */
    closed: {
      on: {
        'dialog.open': { target: 'editing', actions: { type: 'setCustomer', params: ({ event }) => event } },
      },
    },
    editing: {
      on: {
        'subject.change': { actions: { type: 'setSubject', params: ({ event }) => event } },
        'content.change': { actions: { type: 'setContent', params: ({ event }) => event } },
        'customer.select': { actions: { type: 'setCustomer', params: ({ event }) => event } },
        'message.send': [
          {
            guard: 'isBlank',
            actions: { type: 'showToast', params: portalMessageToasts.missingInformation },
          },
          { guard: 'hasRecipient', target: 'sending' },
        ],
        'dialog.cancel': { guard: 'isDialog', target: 'closed', actions: 'clearForm' },
      },
    },
    sending: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => toSendMessageBody(context),
        onDone: [
          {
            guard: 'isDialog',
            target: 'closed',
            actions: [
              'clearForm',
              'refreshMessages',
              { type: 'showToast', params: portalMessageToasts.sent },
            ],
          },
          {
            target: 'editing',
            actions: [
              'clearForm',
              'refreshMessages',
              { type: 'showToast', params: portalMessageToasts.sent },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: {
            type: 'showToast',
            params: ({ context, event }) => sendFailedToast(context.sender, event.error),
          },
        },
      },
    },
  },
});

export type PortalMessageMachine = typeof portalMessageMachine;
