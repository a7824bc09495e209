/** Services answering at once, for stories and tests: the contract's answers. */
import type { ParamsOf, ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';
import { samplePaymentUrl } from '../testing/fixtures';

export const fixedLinkFakes = {
  loadLink: ({ kind }: ParamsOf<'paymentLink'>): ResponseOf<'paymentLink'> => ({
    paymentUrl: samplePaymentUrl(kind),
  }),
} satisfies FakeServices;
