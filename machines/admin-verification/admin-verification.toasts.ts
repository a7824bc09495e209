/** The admin second factor's toasts, by portal (spec part 1 §4, §8). */
import type { ToastParams } from '../shared/toast';
import { messageOf } from '../shared/errors';
import { toastWithServerMessage } from '../shared/toast';

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
  accessGrantedCustomerPortal: { titleKey: key('accessGranted.customerPortal.title'), variant: 'success' },
  accessGrantedAdminPortal: { titleKey: key('accessGranted.adminPortal.title'), variant: 'success' },
} as const satisfies Record<string, ToastParams>;

/** Customer portal: the verification request failed. */
export const requestFailedToast = (error: unknown): ToastParams =>
  toastWithServerMessage(
    { titleKey: key('verificationFailed.title'), variant: 'error' },
    messageOf(error),
    key('requestFailed.description'),
  );

/** Customer portal: the code was refused. */
export const codeRefusedToast = (error: unknown): ToastParams =>
  toastWithServerMessage(
    { titleKey: key('verificationFailed.title'), variant: 'error' },
    messageOf(error),
    key('codeRefused.description'),
  );
