/**
 * The admin portal's Support tab (issue 21, decision 34): every customer's tickets, filtered by
 * status, and the answer dialog. An answer is non-blank after trimming and moves the ticket to
 * answered (open to follow-up) or closed; the server writes adminResponse and tells the customer.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { TicketStatus } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { messageOf } from '../shared/errors';
import type { ToastParams } from '../shared/toast';

/** The list's filter: every ticket, or one status. */
export type TicketFilter = 'all' | TicketStatus;
export const TICKET_FILTERS = [
  'all',
  'open',
  'answered',
  'closed',
] as const satisfies readonly TicketFilter[];

/** Where an answer moves the ticket. */
export type AnswerStatus = BodyOf<'respondToTicket'>['status'];
export const ANSWER_STATUSES = ['answered', 'closed'] as const satisfies readonly AnswerStatus[];

export interface TicketAnswerContext {
  filter: TicketFilter;
  ticketId: string | null;
  response: string;
  status: AnswerStatus;
}

export type TicketAnswerEvent =
  | { type: 'filter.change'; filter: TicketFilter }
  /** Answer on a ticket: the dialog opens with its current answer, if any. */
  | { type: 'answer.open'; ticketId: string; response?: string }
  | { type: 'response.change'; value: string }
  | { type: 'status.change'; status: AnswerStatus }
  | { type: 'answer.send' }
  | { type: 'answer.cancel' };

export interface RespondInput {
  id: string;
  body: BodyOf<'respondToTicket'>;
}
export type AnsweredTicket = ResponseOf<'respondToTicket'>;

const key = (name: string) => `admin.support.toast.${name}`;
export const ticketAnswerToasts = {
  missing: { titleKey: key('missing.title'), descriptionKey: key('missing.description'), variant: 'error' },
  answered: {
    titleKey: key('answered.title'),
    descriptionKey: key('answered.description'),
    variant: 'success',
  },
  closed: { titleKey: key('closed.title'), descriptionKey: key('closed.description'), variant: 'success' },
} as const satisfies Record<string, ToastParams>;

/** 'Error — Failed to answer ticket: …' with the server's words, else without. */
export const answerFailedToast = (error: unknown): ToastParams => {
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

export const ticketAnswerMachine = setup({
  types: {
    context: {} as TicketAnswerContext,
    events: {} as TicketAnswerEvent,
  },
  actors: {
    respond: fromPromise<AnsweredTicket, RespondInput>(async () => {
      throw new Error('respond is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: read the ticket lists again. */
    refreshTickets: () => {},
    setFilter: assign({ filter: (_, params: { filter: TicketFilter }) => params.filter }),
    openFor: assign((_, params: { ticketId: string; response?: string }) => ({
      ticketId: params.ticketId,
      response: params.response ?? '',
      status: 'answered' as const,
    })),
    setResponse: assign({ response: (_, params: { value: string }) => params.value }),
    setStatus: assign({ status: (_, params: { status: AnswerStatus }) => params.status }),
    close: assign({ ticketId: null, response: '', status: 'answered' as const }),
  },
  guards: {
    isBlank: ({ context }) => context.response.trim() === '',
    closes: ({ context }) => context.status === 'closed',
  },
}).createMachine({
  id: 'ticketAnswer',
  context: { filter: 'all', ticketId: null, response: '', status: 'answered' },
  initial: 'browsing',
  on: {
    'filter.change': { actions: { type: 'setFilter', params: ({ event }) => event } },
  },
  states: {
    browsing: {
      on: {
        'answer.open': { target: 'answering', actions: { type: 'openFor', params: ({ event }) => event } },
      },
    },
    answering: {
      on: {
        'response.change': { actions: { type: 'setResponse', params: ({ event }) => event } },
        'status.change': { actions: { type: 'setStatus', params: ({ event }) => event } },
        'answer.send': [
          { guard: 'isBlank', actions: { type: 'showToast', params: ticketAnswerToasts.missing } },
          { target: 'sending' },
        ],
        'answer.cancel': { target: 'browsing', actions: 'close' },
      },
    },
    sending: {
      invoke: {
        id: 'respond',
        src: 'respond',
        input: ({ context }) => ({
          id: context.ticketId ?? '',
          body: { response: context.response.trim(), status: context.status },
        }),
        onDone: [
          {
            guard: 'closes',
            target: 'browsing',
            actions: ['close', 'refreshTickets', { type: 'showToast', params: ticketAnswerToasts.closed }],
          },
          {
            target: 'browsing',
            actions: ['close', 'refreshTickets', { type: 'showToast', params: ticketAnswerToasts.answered }],
          },
        ],
        onError: {
          target: 'answering',
          actions: { type: 'showToast', params: ({ event }) => answerFailedToast(event.error) },
        },
      },
    },
  },
});

export type TicketAnswerMachine = typeof ticketAnswerMachine;
