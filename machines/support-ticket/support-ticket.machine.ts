/**
 * The Support tab's form (issue 21, decision 34): a customer opens a ticket with a subject, a
 * description and a category from the fixed list. Each field must be filled (after trimming); the
 * first one missing is named in the toast. A created ticket clears the form and refreshes the list;
 * a failed call keeps what was written.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { TicketCategory } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { messageOf } from '../shared/errors';
import type { ToastParams } from '../shared/toast';

/** The categories of decision 34, in the order the form lists them (the contract's, without its schema code). */
export const TICKET_CATEGORIES = [
  'technical',
  'content',
  'billing',
  'other',
] as const satisfies readonly TicketCategory[];
export type { TicketCategory };

/** What the customer has written; the category is '' until one is chosen. */
export interface SupportTicketForm {
  subject: string;
  description: string;
  category: TicketCategory | '';
}

export type SupportTicketField = keyof SupportTicketForm;

export type SupportTicketBody = BodyOf<'createSupportTicket'>;
export type CreatedTicket = ResponseOf<'createSupportTicket'>;

export type SupportTicketEvent =
  | { type: 'subject.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'category.change'; value: TicketCategory }
  | { type: 'ticket.submit' };

export const emptyTicketForm: SupportTicketForm = { subject: '', description: '', category: '' };

/** The first field a person left blank, in the form's order, or null. */
export const missingField = (form: SupportTicketForm): SupportTicketField | null =>
  form.subject.trim() === ''
    ? 'subject'
    : form.description.trim() === ''
      ? 'description'
      : form.category === ''
        ? 'category'
        : null;

/** The create call's body; the machine builds it only once no field is missing (a category chosen). */
export const toSupportTicketBody = (form: SupportTicketForm): SupportTicketBody => ({
  subject: form.subject.trim(),
  description: form.description.trim(),
  category: form.category as TicketCategory,
});

const key = (name: string) => `supportTicket.toast.${name}`;
export const supportTicketToasts = {
  created: { titleKey: key('created.title'), descriptionKey: key('created.description'), variant: 'success' },
} as const satisfies Record<string, ToastParams>;

/** 'Missing Information' naming the first blank field. */
export const missingFieldToast = (field: SupportTicketField): ToastParams => ({
  titleKey: key('missing.title'),
  descriptionKey: key(`missing.${field}`),
  variant: 'error',
});

/** 'Error — Failed to submit ticket: …' with the server's words, else without. */
export const createFailedToast = (error: unknown): ToastParams => {
  const message = messageOf(error);
  return message
    ? {
        titleKey: key('failed.title'),
        descriptionKey: key('failed.withReason'),
        values: { message },
        variant: 'error',
      }
    : { titleKey: key('failed.title'), descriptionKey: key('failed.description'), variant: 'error' };
};

export const supportTicketMachine = setup({
  types: {
    context: {} as SupportTicketForm,
    events: {} as SupportTicketEvent,
  },
  actors: {
    createTicket: fromPromise<CreatedTicket, SupportTicketBody>(async () => {
      throw new Error('createTicket is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: read the ticket list again. */
    refreshTickets: () => {},
    setSubject: assign({ subject: (_, params: { value: string }) => params.value }),
    setDescription: assign({ description: (_, params: { value: string }) => params.value }),
    setCategory: assign({ category: (_, params: { value: TicketCategory }) => params.value }),
    clearForm: assign(() => emptyTicketForm),
  },
  guards: {
    hasMissingField: ({ context }) => missingField(context) !== null,
  },
}).createMachine({
  id: 'supportTicket',
  context: emptyTicketForm,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'subject.change': { actions: { type: 'setSubject', params: ({ event }) => event } },
        'description.change': { actions: { type: 'setDescription', params: ({ event }) => event } },
        'category.change': { actions: { type: 'setCategory', params: ({ event }) => event } },
        'ticket.submit': [
          {
            guard: 'hasMissingField',
            actions: {
              type: 'showToast',
              params: ({ context }) => missingFieldToast(missingField(context) ?? 'subject'),
            },
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'createTicket',
        src: 'createTicket',
        input: ({ context }) => toSupportTicketBody(context),
        onDone: {
          target: 'editing',
          actions: [
            'clearForm',
            'refreshTickets',
            { type: 'showToast', params: supportTicketToasts.created },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showToast', params: ({ event }) => createFailedToast(event.error) },
        },
      },
    },
  },
});

export type SupportTicketMachine = typeof supportTicketMachine;
