/**
 * Every i18n key a machine can hand to the app: each toast it can ask for (with and without a
 * server message where it takes one), the keys views read through `connect`, and the toasts a
 * machine builds from a server answer. Tests check each has its text in every locale.
 */
import {
  adminVerificationToasts,
  codeRefusedToast,
  requestFailedToast,
} from '../admin-verification/admin-verification.toasts';
import { creditClaimToasts } from '../credit-claim';
import { customerDeletionToasts, deleteFailedToast } from '../customer-deletion';
import { customerSessionToasts, sessionFailureToast } from '../customer-session';
import { domainOrderToasts } from '../domain-order';
import { linkFailedToast } from '../fixed-link';
import { healthCheckToasts } from '../health-check';
import {
  accountCreationFailed,
  onboardingToasts,
  paymentSetupFailed,
  saveFailed,
} from '../onboarding/onboarding.toasts';
import { paymentLinkToasts } from '../payment-link';
import { paymentSuccessToasts } from '../payment-success';
import { portalMessageToasts, sendFailedToast } from '../portal-message';
import { accountToasts } from '../shared/account-rules';
import type { ToastParams } from '../shared/toast';
import { upgradeFailedToast, upgradedToast } from '../subscription-upgrade';
import { createFailedToast, missingFieldToast, supportTicketToasts } from '../support-ticket';
import { forgotFailedToast, forgotPasswordToasts } from '../forgot-password';
import { resetFailedToast, resetPasswordToasts } from '../reset-password';
import { changeFailedToast, changePasswordToasts } from '../change-password';
import { answerFailedToast, ticketAnswerToasts } from '../ticket-answer';
import { contentStudioToasts, studioFailedToast } from '../content-studio';

const withMessage = { message: 'Server says no' };
const without = {};
/** A failed call's three cases: the server's message, a refusal without one, no answer. */
const failures = [withMessage, { status: 502 }, without];

/** Every toast a machine can ask for, with and without a server message where it takes one. */
export const machineToasts: ToastParams[] = [
  ...Object.values(adminVerificationToasts),
  ...failures.flatMap((error) => [requestFailedToast(error), codeRefusedToast(error)]),
  ...Object.values(creditClaimToasts),
  ...Object.values(customerDeletionToasts),
  ...(['customerPortal', 'adminPortal'] as const).flatMap((portal) => [
    deleteFailedToast(portal, withMessage),
  ]),
  ...Object.values(customerSessionToasts),
  ...failures.flatMap((error) =>
    (['loginFailed', 'registrationFailed'] as const).map((name) =>
      sessionFailureToast(name)({ event: { error } }),
    ),
  ),
  ...Object.values(domainOrderToasts),
  ...failures.map(linkFailedToast),
  ...Object.values(healthCheckToasts),
  ...Object.values(onboardingToasts),
  ...failures.flatMap((error) =>
    [accountCreationFailed, paymentSetupFailed, saveFailed].map((toast) => toast({ event: { error } })),
  ),
  ...Object.values(paymentLinkToasts),
  ...Object.values(paymentSuccessToasts),
  ...Object.values(portalMessageToasts),
  ...(['customer', 'adminPortal'] as const).map((sender) => sendFailedToast(sender, withMessage)),
  ...Object.values(accountToasts),
  upgradedToast('enterprise'),
  upgradeFailedToast,
  ...Object.values(supportTicketToasts),
  ...(['subject', 'description', 'category'] as const).map(missingFieldToast),
  ...failures.map(createFailedToast),
  ...Object.values(forgotPasswordToasts),
  ...failures.map(forgotFailedToast),
  ...Object.values(resetPasswordToasts),
  ...failures.map(resetFailedToast),
  ...Object.values(changePasswordToasts),
  ...failures.map(changeFailedToast),
  ...Object.values(ticketAnswerToasts),
  ...failures.map(answerFailedToast),
  ...Object.values(contentStudioToasts),
  ...failures.map(studioFailedToast),
];

/** Keys the views read through connect rather than through a toast. */
export const viewKeys = [
  'healthCheck.score.good',
  'healthCheck.score.fair',
  'healthCheck.score.poor',
  'customerDeletion.confirm',
];

/** Toasts built inside a machine from a server answer (see each machine's test). */
export const answerKeys = ['creditClaim.toast.unable.title', 'creditClaim.toast.success.title'];

/** Every key above, once. */
export const machineTextKeys: readonly string[] = [
  ...new Set([
    ...machineToasts.flatMap((toast) => [toast.titleKey, toast.descriptionKey]),
    ...viewKeys,
    ...answerKeys,
  ]),
].filter((key): key is string => key !== undefined);
