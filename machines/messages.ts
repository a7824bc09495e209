/**
 * Every i18n key the machines put in a toast (or hand to a view), with its English source text:
 * the locale files' `en` entries come from here, word for word.
 */
import { adminVerificationMessages } from './admin-verification/messages';
import { creditClaimMessages } from './credit-claim/messages';
import { customerDeletionMessages } from './customer-deletion/messages';
import { customerSessionMessages } from './customer-session/messages';
import { domainOrderMessages } from './domain-order/messages';
import { fixedLinkMessages } from './fixed-link/messages';
import { healthCheckMessages } from './health-check/messages';
import { onboardingMessages } from './onboarding/messages';
import { paymentLinkMessages } from './payment-link/messages';
import { paymentSuccessMessages } from './payment-success/messages';
import { portalMessageMessages } from './portal-message/messages';
import { accountMessages } from './shared/account-rules';
import { commonMessages } from './shared/toast';
import { subscriptionUpgradeMessages } from './subscription-upgrade/messages';
import { supportTicketMessages } from './support-ticket/messages';
import { forgotPasswordMessages } from './forgot-password/messages';
import { resetPasswordMessages } from './reset-password/messages';
import { changePasswordMessages } from './change-password/messages';
import { ticketAnswerMessages } from './ticket-answer/messages';

export const machineMessages = {
  ...commonMessages,
  ...accountMessages,
  ...adminVerificationMessages,
  ...creditClaimMessages,
  ...customerDeletionMessages,
  ...customerSessionMessages,
  ...domainOrderMessages,
  ...fixedLinkMessages,
  ...healthCheckMessages,
  ...onboardingMessages,
  ...paymentLinkMessages,
  ...paymentSuccessMessages,
  ...portalMessageMessages,
  ...subscriptionUpgradeMessages,
  ...supportTicketMessages,
  ...forgotPasswordMessages,
  ...resetPasswordMessages,
  ...changePasswordMessages,
  ...ticketAnswerMessages,
} as const;

export type MachineMessageKey = keyof typeof machineMessages;
