/**
 * English source texts of onboarding's keys (spec part 2 §5, §8), word for word. `{{phone}}` is the
 * support number from configuration (decision 27): the app passes it as an i18n default variable.
 * A `…Failed.refused` text stands in for the server's message when its refusal carries none.
 */
export const onboardingMessages = {
  'onboarding.toast.accountCreated.title': 'Account Created Successfully!',
  'onboarding.toast.accountCreationFailed.title': 'Account Creation Failed',
  'onboarding.toast.accountCreationFailed.refused': 'Failed to create account',
  'onboarding.toast.callUs.description': 'Please try again or call us at {{phone}}',
  'onboarding.toast.welcomeBack.title': 'Welcome back!',
  'onboarding.toast.paymentSuccessful.title': 'Payment Successful!',
  'onboarding.toast.paymentSetupFailed.title': 'Payment Setup Failed',
  'onboarding.toast.paymentSetupFailed.refused': 'Failed to create payment',
  'onboarding.toast.domainRequired.title': 'Domain Required',
  'onboarding.toast.domainRequired.description': 'Please enter your domain name to proceed.',
  'onboarding.toast.descriptionTooShort.title': 'Description Too Short',
  'onboarding.toast.descriptionTooShort.description':
    'Please provide at least {{min, number}} characters describing your project.',
  'onboarding.toast.descriptionTooLong.title': 'Description Too Long',
  'onboarding.toast.descriptionTooLong.description':
    'Please keep your project description under {{max, number}} characters.',
  'onboarding.toast.saveFailed.title': 'Failed to Save Project Details',
  'onboarding.toast.saveFailed.refused': 'Failed to save project details',
  'onboarding.toast.projectSaved.title': 'Project Details Saved!',
  'onboarding.toast.logoPaymentRequired.title': 'Logo Payment Required',
  'onboarding.toast.logoPaymentRequired.description': 'Complete the {{amount}} payment in the new tab.',
  'onboarding.toast.logoPaymentFailed.title': 'Project Created Successfully',
  'onboarding.toast.logoPaymentFailed.description': 'Logo payment failed - please contact support',
} as const;
