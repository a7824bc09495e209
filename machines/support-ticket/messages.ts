/** English source texts of the ticket form's toasts (issue 21, in the spec's manner of part 1 §5, §8). */
export const supportTicketMessages = {
  'supportTicket.toast.missing.title': 'Missing Information',
  'supportTicket.toast.missing.subject': 'Please enter a subject for your ticket',
  'supportTicket.toast.missing.description': 'Please describe the problem',
  'supportTicket.toast.missing.category': 'Please choose a category',
  'supportTicket.toast.created.title': 'Ticket Submitted',
  'supportTicket.toast.created.description':
    'Your support ticket has been submitted. Our team will answer here.',
  'supportTicket.toast.failed.title': 'Error',
  'supportTicket.toast.failed.withReason': 'Failed to submit ticket: {{message}}',
  'supportTicket.toast.failed.description': 'Failed to submit ticket',
} as const;
