/** English source texts of the reset page's toasts (in the manner of spec part 1 §5, §8). */
export const resetPasswordMessages = {
  'account.reset.toast.missing.title': 'Missing Information',
  'account.reset.toast.missing.description': 'Please enter your new password twice',
  'account.reset.toast.done.title': 'Password Reset',
  'account.reset.toast.done.description': 'Your password has been changed. Sign in with your new password.',
  'account.reset.toast.failed.title': 'Reset Failed',
  'account.reset.toast.failed.refused': 'Your password could not be changed. Please try again.',
  'account.reset.toast.failed.description': 'Please check your connection and try again.',
} as const;
