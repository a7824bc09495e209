/** A sample checkout and services answering at once, for stories and tests. */
import type { CheckoutRedirectResponse, CheckoutResponse } from '@contract/api/payments';
import { PACKAGES, withQuery } from '@contract';
import type { FakeServices } from '../shared/states-of-interest';

const professional = PACKAGES.professional;

/** A pending sandbox payment for the Professional package, as the server sends it. */
export const sampleCheckout: CheckoutResponse = {
  payment: {
    id: 'pay_123',
    provider: 'sandbox',
    providerSessionId: 'sandbox_pay_123',
    amountCents: professional.price * 100,
    purpose: 'package',
    status: 'pending',
    packageType: professional.id,
    customerEmail: 'ada@example.com',
    description: `${professional.name} website package`,
    createdAt: '2025-01-15T09:30:00.000Z',
  },
  returnUrl: withQuery('/payment-success', { package: professional.name, amount: professional.price }),
};

export const paidCheckout: CheckoutResponse = {
  ...sampleCheckout,
  payment: { ...sampleCheckout.payment, status: 'paid', paidAt: '2025-01-15T09:31:00.000Z' },
};

export const cancelledCheckout: CheckoutResponse = {
  ...sampleCheckout,
  payment: { ...sampleCheckout.payment, status: 'cancelled' },
};

/** Where cancelling sends the visitor back to. */
export const CANCEL_REDIRECT = '/#pricing';

export const checkoutFakes = {
  loadPayment: (): CheckoutResponse => sampleCheckout,
  pay: (): CheckoutRedirectResponse => ({ redirectUrl: sampleCheckout.returnUrl }),
  cancel: (): CheckoutRedirectResponse => ({ redirectUrl: CANCEL_REDIRECT }),
} satisfies FakeServices;

/** A refusal as the app's adapters reject with it: the server's message and its status. */
export const serverRefusal = (status: number, message: string): Error & { status: number } =>
  Object.assign(new Error(message), { status });
