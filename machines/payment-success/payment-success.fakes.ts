/** Services answering at once, for stories and tests: the contract's answers. */
import type { QueryOf, ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';
import { samplePaidPayment } from '../testing/fixtures';

export const paymentSuccessFakes = {
  confirmPayment: ({ session_id }: QueryOf<'confirmPayment'>): ResponseOf<'confirmPayment'> => ({
    payment: { ...samplePaidPayment, providerSessionId: session_id },
  }),
} satisfies FakeServices;
