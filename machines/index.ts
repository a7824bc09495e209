/**
 * The flows of the site as XState machines (see README.md): each folder exports its machine, a
 * pure `connect`, its states of interest and, where it calls services, fakes. Their texts are
 * i18n keys; the English lives in the app's locale files.
 */
export * from './admin-verification';
export * from './checkout';
export * from './credit-claim';
export * from './customer-deletion';
export * from './customer-portal';
export * from './customer-session';
export * from './domain-order';
export * from './fixed-link';
export * from './guided-tour';
export * from './health-check';
export * from './onboarding';
export * from './package-selection';
export * from './payment-link';
export * from './payment-success';
export * from './popup-schedule';
export * from './portal-message';
export * from './subscription-upgrade';
export * from './support-ticket';
export * from './forgot-password';
export * from './funnel';
export * from './portal-session';
export * from './reset-password';
export * from './change-password';
export * from './ticket-answer';
export * from './content-studio';
export * from './live-updates';
export { TIMINGS, type TimingName } from './timings';
export { SERVER_MESSAGE_KEY, type ToastParams, type ToastVariant } from './shared/toast';
export { emptyAccountForm, type AccountField, type AccountForm } from './shared/account-rules';
export type { FakeServices, ServiceAnswer, StateOfInterest, TimePasses } from './shared/states-of-interest';
