/**
 * Machines whose views have not landed on main yet, with what brings each. Their state stories are
 * generated as soon as a `<flow>.machine-view.tsx` exists; then remove the line here (the test in
 * generated-stories.test.ts fails while a machine is in both places, or in neither).
 */
export const VIEWS_PENDING: Readonly<Record<string, string>> = {
  'admin-verification': 'the admin portal (issue 11)',
  'credit-claim': 'the claim-credit page (issue 10)',
  'customer-deletion': 'the admin portal (issue 11)',
  'customer-session': 'the sign-in dialog and customer portal (issues 9 and 11)',
  'domain-order': 'the domains page (issue 10)',
  'health-check': 'the home page health check (issue 9)',
  'payment-link': 'the admin portal (issue 11)',
  'payment-success': 'the payment-success page (issue 10)',
  'portal-message': 'the customer portal (issue 11)',
  'subscription-upgrade': 'the customer portal (issue 11)',
};
