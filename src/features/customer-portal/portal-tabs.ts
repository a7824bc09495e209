/**
 * The customer portal's tabs (the dialog's machine chooses among them, machines/customer-portal)
 * and the text groups it shows. The portal's listener, in every first load, reads the groups only.
 */
export {
  ADMIN_TAB,
  CUSTOMER_TABS,
  customerTabOrder,
  isPortalTab,
  isSignedOutTab,
  SIGNED_OUT_TABS,
  type PortalTab,
  type SignedOutTab,
} from '@machines/customer-portal/customer-portal.tabs';

/** The text groups the portal shows, loaded with its code. */
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
