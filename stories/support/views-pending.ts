/**
 * Machines whose views have not landed on main yet, with what brings each. Their state stories are
 * generated as soon as a `<flow>.machine-view.tsx` exists; then remove the line here (the test in
 * generated-stories.test.ts fails while a machine is in both places, or in neither).
 */
export const VIEWS_PENDING: Readonly<Record<string, string>> = {
  // The admin portal's states have hand-written stories (stories/admin-portal/admin-sign-in.stories.tsx);
  // the one view of both portals comes with the customer portal's code panel.
  'admin-verification': 'the customer portal code panel with the admin portal dialog (issue 11)',
  'credit-claim': 'the claim-credit page (issue 10)',
  'customer-session': 'the sign-in dialog and customer portal (issues 9 and 11)',
  'domain-order': 'the domains page (issue 10)',
  'guided-tour': 'the home page (issue 9)',
  'health-check': 'the home page health check (issue 9)',
  onboarding: 'the onboarding dialog (issue 9)',
  'package-selection': 'the package selection dialog (issue 9)',
  'payment-success': 'the payment-success page (issue 10)',
  'popup-schedule': 'the home page popups (issue 9)',
  // The admins' sub-dialog has hand-written stories (stories/admin-portal/admin-message.stories.tsx).
  'portal-message': 'the customer portal message form with the admin sub-dialog (issue 11)',
  'subscription-upgrade': 'the customer portal (issue 11)',
};
