/** Services answering at once, for stories and tests: the contract's answers. */
import { TLD_PRICES } from '@contract/catalogue';
import type { BodyOf, ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';
import { sampleDomainResults, samplePaymentUrl } from '../testing/fixtures';
import { labelOf } from './domain-order.machine';

export const domainOrderFakes = {
  searchDomains: ({ domain }: BodyOf<'domainSearch'>): ResponseOf<'domainSearch'> =>
    sampleDomainResults(labelOf(domain)),
  purchaseDomain: (order: BodyOf<'domainPurchase'>): ResponseOf<'domainPurchase'> => ({
    orderId: 'ord_1',
    // The server prices the order itself; the page's price stands in for it here.
    total: order.price ?? TLD_PRICES[order.tld].firstYear * order.years,
    paymentUrl: samplePaymentUrl('domain'),
  }),
} satisfies FakeServices;
