/** English source texts of the password change's toasts (in the manner of spec part 1 §5, §8). */
export const changePasswordMessages = {
  'account.change.toast.missing.title': 'Missing Information',
  'account.change.toast.missing.description':
    'Please enter your current password and your new password twice',
  'account.change.toast.changed.title': 'Password Changed',
  'account.change.toast.changed.description':
    'Your password has been changed. You have been signed out on your other devices.',
  'account.change.toast.failed.title': 'Password Not Changed',
  'account.change.toast.failed.refused': 'Your password could not be changed. Please try again.',
  'account.change.toast.failed.description': 'Please check your connection and try again.',
} as const;
