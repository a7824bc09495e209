/** English source texts of the message forms' keys (spec part 1 §5, §8), word for word. */
export const portalMessageMessages = {
  'portalMessage.toast.missingInformation.title': 'Missing Information',
  'portalMessage.toast.missingInformation.description': 'Please enter both subject and message content',
  'portalMessage.toast.sent.title': 'Message Sent',
  'portalMessage.toast.sent.description': 'Your message has been sent successfully',
  'portalMessage.toast.sendFailed.title': 'Error',
  'portalMessage.toast.sendFailed.withReason': 'Failed to send message: {{message}}',
  'portalMessage.toast.sendFailed.description': 'Failed to send message',
} as const;
