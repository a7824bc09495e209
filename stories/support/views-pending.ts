/**
 * Machines whose views have not landed on main yet, with what brings each. Their state stories are
 * generated as soon as a `<flow>.machine-view.tsx` exists; then remove the line here (the test in
 * generated-stories.test.ts fails while a machine is in both places, or in neither).
 */
export const VIEWS_PENDING: Readonly<Record<string, string>> = {
  'customer-deletion': 'the admin portal (issue 11)',
  'guided-tour': 'the home page (issue 9)',
  onboarding: 'the onboarding dialog (issue 9)',
  'package-selection': 'the package selection dialog (issue 9)',
  'payment-link': 'the admin portal (issue 11)',
  'popup-schedule': 'the home page popups (issue 9)',
};
