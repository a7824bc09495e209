/** The text groups the customer portal shows, loaded with its code (the listener in every first load reads them). */
export const PORTAL_TEXTS = [
  'portal',
  'customerSession',
  'adminVerification',
  'portalMessage',
  'subscriptionUpgrade',
  'supportTicket',
  'account',
  // The delivery tracker on the project cards.
  'tracker',
] as const;
