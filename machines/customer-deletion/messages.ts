/** English source texts of the deletion's keys (spec part 1 §5, §8), word for word. */
export const customerDeletionMessages = {
  'customerDeletion.confirm': 'Are you sure you want to delete this customer? This action cannot be undone.',
  'customerDeletion.toast.deleted.title': 'Customer Deleted',
  'customerDeletion.toast.deleted.description': 'Customer has been permanently removed from the system',
  'customerDeletion.toast.failed.title': 'Error',
  'customerDeletion.toast.failed.withReason': 'Failed to delete customer: {{message}}',
  'customerDeletion.toast.failed.description': 'Failed to delete customer',
} as const;
