/** English source texts of the session's keys (spec part 1 §2, §8), word for word. */
export const customerSessionMessages = {
  'customerSession.toast.welcomeBack.title': 'Welcome back!',
  'customerSession.toast.accountCreated.title': 'Account Created!',
  'customerSession.toast.loggedOut.title': 'Logged out successfully',
  'customerSession.toast.loginFailed.title': 'Login Failed',
  'customerSession.toast.loginFailed.description': 'Please check your credentials and try again.',
  'customerSession.toast.registrationFailed.title': 'Registration Failed',
  'customerSession.toast.registrationFailed.description': 'Please try again with different details.',
} as const;
