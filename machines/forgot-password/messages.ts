/** English source texts of the forgot-password form's toasts. */
export const forgotPasswordMessages = {
  'account.forgot.toast.missing.title': 'Missing Information',
  'account.forgot.toast.missing.description': 'Please enter your email address',
  'account.forgot.toast.failed.title': 'Request Failed',
  'account.forgot.toast.failed.refused': 'The reset link could not be requested. Please try again.',
  'account.forgot.toast.failed.description': 'Please check your connection and try again.',
} as const;
