/** English source texts of the payment link form's keys (spec part 1 §8), word for word. */
export const paymentLinkMessages = {
  'paymentLink.toast.failed.title': 'Error',
  'paymentLink.toast.failed.description': 'Failed to create payment link',
} as const;
