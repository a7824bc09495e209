/** Services answering at once, for stories and tests: the contract's answers. */
import type { ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';
import { samplePaymentUrl } from '../testing/fixtures';

export const paymentLinkFakes = {
  createPaymentLink: (): ResponseOf<'createPaymentLink'> => ({
    paymentUrl: samplePaymentUrl('payment_link'),
  }),
  copyToClipboard: (): void => undefined,
} satisfies FakeServices;
