/** Onboarding's toasts (spec part 2 §5, §8): each stays 8 s. */
import { AMOUNTS, LIMITS, formatUsd } from '@contract/catalogue';
import { accountToasts } from '../shared/account-rules';
import { failureToast, type ToastParams } from '../shared/toast';
import { TIMINGS } from '../timings';

const durationMs = TIMINGS.onboardingToast;
const key = (name: string) => `onboarding.toast.${name}`;
const CALL_US = key('callUs.description');

export const onboardingToasts = {
  passwordMismatch: { ...accountToasts.passwordMismatch, durationMs },
  passwordTooShort: { ...accountToasts.passwordTooShort, durationMs },
  accountCreated: { titleKey: key('accountCreated.title'), variant: 'success', durationMs },
  welcomeBack: { titleKey: key('welcomeBack.title'), variant: 'success', durationMs },
  paymentSuccessful: { titleKey: key('paymentSuccessful.title'), variant: 'success', durationMs },
  signInAfterPayment: {
    titleKey: key('signInAfterPayment.title'),
    descriptionKey: key('signInAfterPayment.description'),
    variant: 'info',
    durationMs,
  },
  domainRequired: {
    titleKey: key('domainRequired.title'),
    descriptionKey: key('domainRequired.description'),
    variant: 'error',
    durationMs,
  },
  descriptionTooShort: {
    titleKey: key('descriptionTooShort.title'),
    descriptionKey: key('descriptionTooShort.description'),
    values: { min: LIMITS.descriptionMin },
    variant: 'error',
    durationMs,
  },
  descriptionTooLong: {
    titleKey: key('descriptionTooLong.title'),
    descriptionKey: key('descriptionTooLong.description'),
    values: { max: LIMITS.descriptionMax },
    variant: 'error',
    durationMs,
  },
  projectSaved: { titleKey: key('projectSaved.title'), variant: 'success', durationMs },
  logoPaymentRequired: {
    titleKey: key('logoPaymentRequired.title'),
    descriptionKey: key('logoPaymentRequired.description'),
    values: { amount: formatUsd(AMOUNTS.logoCents / 100) },
    variant: 'info',
    durationMs,
  },
  logoPaymentFailed: {
    titleKey: key('logoPaymentFailed.title'),
    descriptionKey: key('logoPaymentFailed.description'),
    variant: 'error',
    durationMs,
  },
} as const satisfies Record<string, ToastParams>;

/**
 * A failed call (spec part 2 §8): the server's message; a refusal without one, the fixed text
 * ('Failed to create account'); no answer at all, "Please try again or call us at {phone}".
 */
const failure =
  (name: string) =>
  ({ event }: { event: { error: unknown } }): ToastParams =>
    failureToast({ titleKey: key(`${name}.title`), variant: 'error', durationMs }, event.error, {
      refused: key(`${name}.refused`),
      unanswered: CALL_US,
    });

export const accountCreationFailed = failure('accountCreationFailed');
export const paymentSetupFailed = failure('paymentSetupFailed');
export const saveFailed = failure('saveFailed');
