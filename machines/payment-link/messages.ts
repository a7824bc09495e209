/** English source texts of the payment link form's keys (spec part 1 §8), word for word. */
export const paymentLinkMessages = {
  'paymentLink.toast.failed.title': 'Error',
  'paymentLink.toast.failed.description': 'Failed to create payment link',
  'paymentLink.toast.created.title': 'Payment Link Created',
  'paymentLink.toast.created.copied': 'The link has been copied to your clipboard.',
  'paymentLink.toast.created.notCopied': 'Copy the link below and send it to your customer.',
} as const;
