/**
 * Interface text comes in groups: `locales/<language>/<group>.json` holds the texts under the
 * top-level key `<group>` (so `t('onboarding.toast.saved')` lives in `onboarding.json`). A page
 * loads only the groups it shows, in the visitor's language only; a feature loaded on first use
 * (a dialog, a portal) brings its own groups with its code.
 *
 * The server's page composer ships the shell's groups with every page, so the list lives in the
 * contract. A new group is a new file per language plus its name here and in
 * `src/i18n/messages.ts`.
 */
export const TEXT_GROUPS = [
  'account',
  'admin',
  'adminVerification',
  'blog',
  'catalogue',
  'checkout',
  'common',
  'creditClaim',
  'customerDeletion',
  'customerSession',
  'domainOrder',
  'domains',
  'footer',
  'healthCheck',
  'home',
  'landing',
  'language',
  'nav',
  'notFound',
  'onboarding',
  'packageSelection',
  'pages',
  'paymentLink',
  'paymentSuccess',
  'popups',
  'portal',
  'portalMessage',
  'portfolio',
  'repair',
  'siteSearch',
  'subscriptionUpgrade',
  'supportTicket',
  'theme',
  'toast',
  'tour',
  'tracker',
] as const;

export type TextGroup = (typeof TEXT_GROUPS)[number];

/** What every page shows: the navigation, the footer, the repair help button, page titles, the toaster, shared words. */
export const SHELL_TEXTS: readonly TextGroup[] = [
  'common',
  'nav',
  'theme',
  'language',
  'toast',
  'pages',
  'footer',
  'catalogue',
  'repair',
];

export const isTextGroup = (value: string): value is TextGroup =>
  (TEXT_GROUPS as readonly string[]).includes(value);
