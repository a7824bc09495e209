/**
 * The built-in sandbox checkout (decision 13), the default: the payment URL is this site's own
 * checkout page, which shows what is bought and "pays" through the payment service.
 */
import type { PaymentProvider } from './provider';

export const sandboxCheckoutPath = (paymentId: string) => `/checkout/${encodeURIComponent(paymentId)}`;

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout({ payment }) {
      return { url: sandboxCheckoutPath(payment.id), providerSessionId: `sandbox_${payment.id}` };
    },
  };
}
