/** English source texts of the domains page's keys (spec part 2 §5, §8), word for word. */
export const domainOrderMessages = {
  'domainOrder.toast.searchFailed.title': 'Search Failed',
  'domainOrder.toast.searchFailed.description': 'Unable to search domains. Please try again.',
  'domainOrder.toast.searchError.title': 'Search Error',
  'domainOrder.toast.searchError.description': 'Network error occurred. Please try again.',
  'domainOrder.toast.missingInformation.title': 'Missing Information',
  'domainOrder.toast.missingInformation.description': 'Please fill in all required fields.',
  'domainOrder.toast.orderPlaced.title': 'Domain Order Placed!',
  'domainOrder.toast.orderPlaced.description':
    "Your domain registration is being processed. You'll receive confirmation via email.",
  'domainOrder.toast.orderFailed.title': 'Order Failed',
  'domainOrder.toast.orderFailed.description': 'Purchase failed',
} as const;
