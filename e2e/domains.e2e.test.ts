/**
 * Domains offline (decision 21): the embedded registry answers a search for five extensions with
 * catalogue prices; an order is paid in the browser's sandbox checkout, after which the name
 * searches as taken. The domain screen is a later issue, so search and order go through the API.
 */
import { describe, expect, it } from 'vitest';
import { TLD_PRICES, formatCents, searchTlds } from '@contract/catalogue';
import { CheckoutPage } from './support/checkout.page-object';
import { screenshot } from './support/screenshots';
import { openJourney } from './support/journey';
import { DEMO_CUSTOMER } from './support/site';

const LABEL = 'my-bakery';
/** What the search form sends when .com is chosen: com, net, org, io, co. */
const TLDS = searchTlds('com');

const journey = openJourney();

const search = () => journey.site.api.ok('domainSearch', { body: { domain: LABEL, tlds: TLDS } });

describe('domains', () => {
  it('finds a name available in five extensions, each with its price', async () => {
    expect(TLDS).toEqual(['com', 'net', 'org', 'io', 'co']);
    const results = await search();
    expect(results).toEqual(
      TLDS.map((tld) => ({
        domain: `${LABEL}.${tld}`,
        tld,
        price: TLD_PRICES[tld].firstYear,
        available: true,
        premium: false,
      })),
    );
  });

  it('orders a name, pays it in the checkout, and the name is then taken', async () => {
    const order = await journey.site.api.ok('domainPurchase', {
      body: {
        customerName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
        customerEmail: DEMO_CUSTOMER.email,
        domainName: LABEL,
        tld: 'com',
        years: 1,
        autoRenew: true,
        whoisPrivacy: true,
      },
    });
    expect(order.orderId).toEqual(expect.any(String));
    expect(order.total).toBe(TLD_PRICES.com.firstYear);
    expect(order.paymentUrl).toMatch(/^\/checkout\/[^/]+$/);
    // Ordered but not yet paid: the name is still free.
    expect((await search())[0]?.available).toBe(true);

    const page = await journey.browser.newPage();
    const checkout = new CheckoutPage(page);
    await checkout.open(journey.site.url, order.paymentUrl);
    const amountLabel = formatCents(order.total);
    expect(await checkout.amount()).toBe(amountLabel);
    expect(await checkout.text(`Domain registration: ${LABEL}.com (1 year)`).isVisible()).toBe(true);
    await screenshot(page, 'domain-checkout');

    const landed = await checkout.pay(amountLabel);
    expect(landed.pathname).toBe('/payment-success');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      package: 'domain',
      amount: (order.total / 100).toFixed(2),
    });
    await page.close();

    const after = await search();
    expect(after.map(({ domain, available }) => ({ domain, available }))).toEqual(
      TLDS.map((tld) => ({ domain: `${LABEL}.${tld}`, available: tld !== 'com' })),
    );
    // A second order of the paid name is refused.
    const again = await journey.site.api.call('domainPurchase', {
      body: {
        customerName: 'Someone Else',
        customerEmail: 'someone@example.com',
        domainName: LABEL,
        tld: 'com',
        years: 1,
        autoRenew: false,
        whoisPrivacy: false,
      },
    });
    expect(again.status).toBe(409);
  });
});
