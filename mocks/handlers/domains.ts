import type { DomainOrder } from '@contract';
import { db } from '../db';
import { nextId, nowIso } from '../lib/ids';
import { MockHttpError } from '../lib/mock-error';
import { mockRoute } from '../lib/mock-route';
import { asciiLabel, availabilityOf, firstYearPrice, isPremium, labelOf, searchResult } from './domain-rules';
import { recordLead } from './leads-recorder';
import { checkoutUrl, createPayment } from './payment-records';

export const domainsHandlers = [
  mockRoute('domainSearch', ({ body }) => {
    const label = asciiLabel(labelOf(body.domain));
    if (!label) throw new MockHttpError(400, 'domain: not a valid domain name');
    return body.tlds.map((tld) => searchResult(label, tld));
  }),

  mockRoute('domainPurchase', ({ body: input }) => {
    const domainName = asciiLabel(input.domainName);
    if (!domainName) throw new MockHttpError(400, 'domainName: not a valid domain name');
    const body = { ...input, domainName };
    if (availabilityOf(body.domainName, body.tld) !== true) {
      throw new MockHttpError(409, `${body.domainName}.${body.tld} is not available`);
    }
    // The page's price is ignored: the order is priced here (decision 21).
    const unitPriceCents = firstYearPrice(body.domainName, body.tld);
    const order: DomainOrder = {
      id: nextId('dom'),
      customerName: body.customerName,
      customerEmail: body.customerEmail,
      domainName: body.domainName,
      tld: body.tld,
      years: body.years,
      autoRenew: body.autoRenew,
      whoisPrivacy: body.whoisPrivacy,
      premium: isPremium(body.domainName),
      unitPriceCents,
      totalCents: unitPriceCents * body.years,
      status: 'pending',
      createdAt: nowIso(),
    };
    const payment = createPayment({
      purpose: 'domain',
      amountCents: order.totalCents,
      domainOrderId: order.id,
      customerEmail: order.customerEmail,
      description: `${order.domainName}.${order.tld}, ${order.years} year(s)`,
    });
    order.paymentId = payment.id;
    db.domainOrders.push(order);
    recordLead('domain_order', body.tracking, body.customerEmail);
    return { orderId: order.id, total: order.totalCents, paymentUrl: checkoutUrl(payment) };
  }),
];
