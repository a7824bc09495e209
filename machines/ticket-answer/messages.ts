/** English source texts of the admin Support tab's toasts (in the manner of spec part 1 §8). */
export const ticketAnswerMessages = {
  'admin.support.toast.missing.title': 'Missing Information',
  'admin.support.toast.missing.description': 'Please write an answer',
  'admin.support.toast.answered.title': 'Answer Sent',
  'admin.support.toast.answered.description': 'The customer sees your answer in their portal.',
  'admin.support.toast.closed.title': 'Ticket Closed',
  'admin.support.toast.closed.description': 'Your answer was sent and the ticket is closed.',
  'admin.support.toast.failed.title': 'Error',
  'admin.support.toast.failed.withReason': 'Failed to answer ticket: {{message}}',
  'admin.support.toast.failed.description': 'Failed to answer ticket',
} as const;
