/**
 * Every browser storage key the product uses (spec part 1 §3, part 2 §3). Code reads and writes
 * storage only through these names, so a key is spelled once.
 */

/** Persistent keys (localStorage). */
export const LOCAL_KEYS = {
  /** The customer's bearer token. */
  authToken: 'auth_token',
  /** The admin-scoped bearer token issued by verify-code (decision 9). */
  adminToken: 'admin_token',
  /** Older name of the customer token, still read and cleared by the onboarding flow. */
  customerToken: 'customerToken',
  paymentCompleted: 'payment-completed',
  paymentPackage: 'payment-package',
  paymentAmount: 'payment-amount',
  /** Marker set before the browser leaves for the checkout. */
  paymentStarted: 'payment-started',
  accountCreated: 'account-created',
  tourCompleted: 'tour-completed',
  tourCompletedAt: 'tour-completed-at',
  /** An onboarding in progress, resumed after a reload or a closed tab (never the passwords). */
  onboardingDraft: 'onboarding-draft',
  theme: 'theme',
  language: 'language',
} as const;

/** Per-session keys (sessionStorage): lead tracking, captured once per browser session. */
export const SESSION_KEYS = {
  sessionId: 'session_id',
  landingPage: 'landing_page',
  landingTimestamp: 'landing_timestamp',
  utmData: 'utm_data',
  /** Where the session came from: the referring site's address, or 'direct'. */
  referrer: 'referrer',
  /** Package selection was opened in this visit: the 'Ready for a professional website?' card stays away. */
  packageSelectionOpened: 'package-selection-opened',
  /** Onboarding is in progress in this tab: after a reload its draft resumes in place. */
  onboardingInTab: 'onboarding-in-tab',
  /** The "continue your project" prompt was dismissed in this visit. */
  draftPromptDismissed: 'draft-prompt-dismissed',
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
