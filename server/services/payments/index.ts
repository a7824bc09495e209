export { createPaymentService } from './payment.service';
export type {
  CustomerRef,
  PaymentService,
  PaymentServiceDeps,
  PaymentStore,
  PaymentUrl,
  RedirectAnswer,
} from './payment.service';
export type { FulfilResult, WebhookResult } from './payment-confirmation';
export { createSandboxProvider, sandboxCheckoutPath } from './sandbox-provider';
export { createStripeProvider } from './stripe-provider';
export type { StripeProviderConfig } from './stripe-provider';
export type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
  ProviderEvent,
  SessionStatus,
} from './provider';
export { addOneMonth, projectStatusAfterPayment } from './fulfilment';
export { applyToWaitingProject, claimPackagePayments } from './package-payments';
export type { PackagePaymentStore } from './package-payments';
export { PORTAL_PATH, paymentSuccessPath, safeLocalPath } from './urls';
export { toPaymentView } from './payment-view';
export {
  PaymentNotFoundError,
  PaymentStateError,
  PaymentValidationError,
  WebhookNotConfiguredError,
  WebhookSignatureError,
} from './errors';
