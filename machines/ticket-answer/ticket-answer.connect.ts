/** View props of the admin portal's Support tab: the filter and the answer dialog. */
import type { SnapshotFrom } from 'xstate';
import { actionProps, fieldProps, type ActionProps, type FieldProps } from '../shared/view-props';
import {
  ANSWER_STATUSES,
  TICKET_FILTERS,
  type AnswerStatus,
  type TicketAnswerEvent,
  type TicketAnswerMachine,
  type TicketFilter,
} from './ticket-answer.machine';

export interface TicketAnswerView {
  filter: TicketFilter;
  filters: readonly TicketFilter[];
  onFilterChange: (value: string) => void;
  /** The ticket the dialog answers; null while it is closed. */
  answeringId: string | null;
  isSending: boolean;
  status: AnswerStatus;
  statuses: readonly AnswerStatus[];
  onStatusChange: (value: string) => void;
  getResponseProps: () => FieldProps;
  onAnswer: (ticketId: string, response?: string) => void;
  /** Answer buttons are disabled while an answer is written or sent. */
  canAnswer: boolean;
  getSendProps: () => ActionProps;
  getCancelProps: () => ActionProps;
}

const isFilter = (value: string): value is TicketFilter =>
  (TICKET_FILTERS as readonly string[]).includes(value);
const isStatus = (value: string): value is AnswerStatus =>
  (ANSWER_STATUSES as readonly string[]).includes(value);

export const connect = (
  snapshot: SnapshotFrom<TicketAnswerMachine>,
  send: (event: TicketAnswerEvent) => void,
): TicketAnswerView => {
  const { filter, ticketId, response, status } = snapshot.context;
  const isSending = snapshot.matches('sending');
  return {
    filter,
    filters: TICKET_FILTERS,
    onFilterChange: (value) => {
      if (isFilter(value)) send({ type: 'filter.change', filter: value });
    },
    answeringId: ticketId,
    isSending,
    status,
    statuses: ANSWER_STATUSES,
    onStatusChange: (value) => {
      if (isStatus(value)) send({ type: 'status.change', status: value });
    },
    getResponseProps: () =>
      fieldProps({
        value: response,
        enabled: !isSending,
        onValue: (value) => send({ type: 'response.change', value }),
      }),
    onAnswer: (id, current) => send({ type: 'answer.open', ticketId: id, response: current }),
    canAnswer: snapshot.matches('browsing'),
    getSendProps: () =>
      actionProps({ enabled: !isSending, busy: isSending, onClick: () => send({ type: 'answer.send' }) }),
    getCancelProps: () =>
      actionProps({ enabled: !isSending, onClick: () => send({ type: 'answer.cancel' }) }),
  };
};
