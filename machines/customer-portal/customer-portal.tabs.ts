/** The customer portal's tabs, in the spec's order (part 1 §2); admin only for isAdmin accounts. */
export const CUSTOMER_TABS = [
  'purchase',
  'projects',
  'subscriptions',
  'messages',
  'support',
  'account',
] as const;
export const ADMIN_TAB = 'admin';
export type PortalTab = (typeof CUSTOMER_TABS)[number] | typeof ADMIN_TAB;

export const SIGNED_OUT_TABS = ['signIn', 'createAccount'] as const;
export type SignedOutTab = (typeof SIGNED_OUT_TABS)[number];

/**
 * The customer's tabs in the order the row shows them: the projects first once there are any (the
 * customer comes back for them), the spec's order otherwise.
 */
export const customerTabOrder = (hasProjects: boolean): readonly PortalTab[] =>
  hasProjects ? ['projects', ...CUSTOMER_TABS.filter((tab) => tab !== 'projects')] : CUSTOMER_TABS;

export const isPortalTab = (value: string): value is PortalTab =>
  value === ADMIN_TAB || (CUSTOMER_TABS as readonly string[]).includes(value);
export const isSignedOutTab = (value: string): value is SignedOutTab =>
  (SIGNED_OUT_TABS as readonly string[]).includes(value);
