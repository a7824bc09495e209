/** View props of the Support tab's new-ticket form. */
import type { SnapshotFrom } from 'xstate';
import { actionProps, fieldProps, type ActionProps, type FieldProps } from '../shared/view-props';
import {
  TICKET_CATEGORIES,
  type SupportTicketEvent,
  type SupportTicketMachine,
  type TicketCategory,
} from './support-ticket.machine';

export interface SupportTicketView {
  isSubmitting: boolean;
  category: TicketCategory | '';
  categories: readonly TicketCategory[];
  getSubjectProps: () => FieldProps;
  getDescriptionProps: () => FieldProps;
  onCategoryChange: (value: string) => void;
  /** Enabled except while the ticket is sent: a blank field is named by a toast on submit. */
  getSubmitProps: () => ActionProps;
}

const isCategory = (value: string): value is TicketCategory =>
  (TICKET_CATEGORIES as readonly string[]).includes(value);

export const connect = (
  snapshot: SnapshotFrom<SupportTicketMachine>,
  send: (event: SupportTicketEvent) => void,
): SupportTicketView => {
  const { subject, description, category } = snapshot.context;
  const isSubmitting = snapshot.matches('submitting');
  return {
    isSubmitting,
    category,
    categories: TICKET_CATEGORIES,
    getSubjectProps: () =>
      fieldProps({
        value: subject,
        enabled: !isSubmitting,
        onValue: (value) => send({ type: 'subject.change', value }),
      }),
    getDescriptionProps: () =>
      fieldProps({
        value: description,
        enabled: !isSubmitting,
        onValue: (value) => send({ type: 'description.change', value }),
      }),
    onCategoryChange: (value) => {
      if (isCategory(value)) send({ type: 'category.change', value });
    },
    getSubmitProps: () =>
      actionProps({
        enabled: !isSubmitting,
        busy: isSubmitting,
        onClick: () => send({ type: 'ticket.submit' }),
      }),
  };
};
