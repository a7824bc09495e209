/** English source texts of the credit claim's keys (spec part 2 §5, §8), word for word. */
export const creditClaimMessages = {
  'creditClaim.toast.emailRequired.title': 'Email Required',
  'creditClaim.toast.emailRequired.description': 'Please enter your email address to claim the credit',
  'creditClaim.toast.unable.title': 'Unable to Claim',
  'creditClaim.toast.success.title': 'Success!',
  'creditClaim.toast.error.title': 'Error',
  'creditClaim.toast.error.description': 'Something went wrong. Please try again.',
} as const;
