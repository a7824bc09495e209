/** The admin second factor's toasts, by portal (spec part 1 §4, §8). */
import { messageOf } from '../shared/errors';
import { failureToast, toastWithServerMessage, type ToastParams } from '../shared/toast';

const key = (name: string) => `adminVerification.toast.${name}`;

export const adminVerificationToasts = {
  /** Customer portal: the login was an admin's, the code panel opens. */
  accessDetected: { titleKey: key('accessDetected.title'), variant: 'info' },
  /** Admin portal: credentials accepted, the code is asked. */
  verificationRequired: {
    titleKey: key('verificationRequired.title'),
    descriptionKey: key('verificationRequired.description'),
    variant: 'info',
  },
  /** Admin portal: credentials refused. */
  accessDenied: {
    titleKey: key('accessDenied.title'),
    descriptionKey: key('accessDenied.description'),
    variant: 'error',
  },
  /** Admin portal: a wrong code; both portals: an expired one. */
  invalidOrExpiredCode: {
    titleKey: key('verificationFailed.title'),
    descriptionKey: key('invalidOrExpiredCode.description'),
    variant: 'error',
  },
  /** Both portals: the fifth wrong code; the server has closed the session. */
  tooManyAttempts: {
    titleKey: key('verificationFailed.title'),
    descriptionKey: key('tooManyAttempts.description'),
    variant: 'error',
  },
  accessGrantedCustomerPortal: { titleKey: key('accessGranted.customerPortal.title'), variant: 'success' },
  accessGrantedAdminPortal: { titleKey: key('accessGranted.adminPortal.title'), variant: 'success' },
  /** Admin portal: the restored admin session is no longer valid. */
  sessionExpired: {
    titleKey: key('sessionExpired.title'),
    descriptionKey: key('sessionExpired.description'),
    variant: 'info',
  },
} as const satisfies Record<string, ToastParams>;

/**
 * Customer portal: the verification request failed (spec part 1 §8). The server's message; a
 * refusal without one, the thrown text 'Admin verification failed'; no answer at all, the
 * 'Verification Failed' toast's own fallback.
 */
export const requestFailedToast = (error: unknown): ToastParams =>
  failureToast({ titleKey: key('verificationFailed.title'), variant: 'error' }, error, {
    refused: key('requestFailed.description'),
    unanswered: key('codeRefused.description'),
  });

/** Customer portal: the code was refused. */
export const codeRefusedToast = (error: unknown): ToastParams =>
  toastWithServerMessage(
    { titleKey: key('verificationFailed.title'), variant: 'error' },
    messageOf(error),
    key('codeRefused.description'),
  );
