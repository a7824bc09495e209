/** English source texts of the payment-success page's keys (spec part 2 §2), word for word. */
export const paymentSuccessMessages = {
  'paymentSuccess.toast.redirecting.title': 'Redirecting...',
} as const;
