/** Services answering at once, for stories and tests. */
import type { FakeServices } from '../shared/states-of-interest';
import { sampleDomainResults, samplePaymentUrl } from '../testing/fixtures';
import { labelOf, type DomainOrderInput, type DomainSearchInput } from './domain-order.machine';

export const domainOrderFakes = {
  searchDomains: ({ domain }: DomainSearchInput) => sampleDomainResults(labelOf(domain)),
  purchaseDomain: (order: DomainOrderInput) => ({
    orderId: 'ord_1',
    total: order.price,
    paymentUrl: samplePaymentUrl('domain'),
  }),
} satisfies FakeServices;
