/** Services answering at once, for stories and tests. */
import type { FakeServices } from '../shared/states-of-interest';

export const paymentSuccessFakes = {
  confirmPayment: () => ({ payment: { id: 'pay_1' } }),
} satisfies FakeServices;
