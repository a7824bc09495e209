/** English source texts of the admin second factor's keys (spec part 1 §4, §8), word for word. */
export const adminVerificationMessages = {
  'adminVerification.toast.accessDetected.title': 'Admin Access Detected!',
  'adminVerification.toast.verificationRequired.title': 'Verification Required',
  'adminVerification.toast.verificationRequired.description':
    'Enter your 6-digit Authy code to complete login',
  'adminVerification.toast.accessDenied.title': 'Access Denied',
  'adminVerification.toast.accessDenied.description': 'Invalid admin credentials',
  'adminVerification.toast.verificationFailed.title': 'Verification Failed',
  'adminVerification.toast.invalidOrExpiredCode.description': 'Invalid or expired code. Please try again.',
  'adminVerification.toast.requestFailed.description': 'Admin verification failed',
  'adminVerification.toast.codeRefused.description': 'Please check your verification code and try again.',
  'adminVerification.toast.tooManyAttempts.description':
    'Too many wrong codes. Please sign in again to get a new verification session.',
  'adminVerification.toast.accessGranted.customerPortal.title': 'Admin Access Granted!',
  'adminVerification.toast.accessGranted.adminPortal.title': 'Admin Access Granted',
  'adminVerification.toast.sessionExpired.title': 'Session Expired',
  'adminVerification.toast.sessionExpired.description': 'Your admin session has ended. Please sign in again.',
} as const;
