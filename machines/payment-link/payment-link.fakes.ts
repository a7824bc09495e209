/** Services answering at once, for stories and tests. */
import type { FakeServices } from '../shared/states-of-interest';
import { samplePaymentUrl } from '../testing/fixtures';

export const paymentLinkFakes = {
  createPaymentLink: () => ({ paymentUrl: samplePaymentUrl('payment_link') }),
} satisfies FakeServices;
