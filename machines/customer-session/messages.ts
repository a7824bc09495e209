/**
 * English source texts of the session's keys (spec part 1 §2, §8), word for word. A `…Failed.refused`
 * text is the spec's "default thrown text": it stands in for the server's message when a refusal
 * carries none; the `description` is the toast's fallback when no answer came at all.
 */
export const customerSessionMessages = {
  'customerSession.toast.welcomeBack.title': 'Welcome back!',
  'customerSession.toast.accountCreated.title': 'Account Created!',
  'customerSession.toast.loggedOut.title': 'Logged out successfully',
  'customerSession.toast.loginFailed.title': 'Login Failed',
  'customerSession.toast.loginFailed.description': 'Please check your credentials and try again.',
  'customerSession.toast.loginFailed.refused': 'Login failed',
  'customerSession.toast.registrationFailed.title': 'Registration Failed',
  'customerSession.toast.registrationFailed.description': 'Please try again with different details.',
  'customerSession.toast.registrationFailed.refused': 'Registration failed',
} as const;
