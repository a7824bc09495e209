/** English source texts of the fixed links' keys. */
export const fixedLinkMessages = {
  'home.paymentLink.failed.title': 'Payment Page Unavailable',
  'home.paymentLink.failed.description':
    'We could not open the payment page. Please try again or call us at {{phone}}.',
} as const;
