/**
 * The sandbox checkout (decision 13) in a real browser: the demo customer buys a package through
 * the API, pays it on the checkout page, lands on the success page, and the payment is recorded;
 * a cancelled checkout goes back to the pricing section and can no longer be paid.
 *
 * Domains offline (decision 21), on the same site and browser: the embedded registry answers a
 * search for five extensions with catalogue prices; an order is paid in the sandbox checkout, after
 * which the name searches as taken. The domain screen's own journey is commerce.e2e.test.ts; here
 * search and order go through the API.
 */
import { describe, expect, it } from 'vitest';
import { PACKAGES, TLD_PRICES, formatCents, formatUsd, searchTlds } from '@contract/catalogue';
import { CheckoutPage } from './support/checkout.page-object';
import { screenshot } from './support/screenshots';
import { openJourney } from './support/journey';
import { DEMO_CUSTOMER } from './support/site';
import { en } from './support/strings';

const pkg = PACKAGES.professional;
/** The checkout shows cents: "$2,995.00". */
const amountLabel = formatUsd(pkg.price, 2);

const journey = openJourney();

/** A package checkout for the demo customer, as the pricing section starts one. */
async function startPackagePayment(): Promise<{ paymentUrl: string; paymentId: string }> {
  const token = await journey.site.loginDemoCustomer();
  const { paymentUrl } = await journey.site.api.ok('createPaymentIntent', {
    body: { amount: pkg.price, packageType: pkg.id },
    token,
  });
  const paymentId = /^\/checkout\/([^/?#]+)$/.exec(paymentUrl)?.[1];
  if (!paymentId) throw new Error(`Not a sandbox checkout URL: ${paymentUrl}`);
  return { paymentUrl, paymentId: decodeURIComponent(paymentId) };
}

describe('the sandbox checkout', () => {
  it('pays a package and lands on the payment-success page', async () => {
    const { paymentUrl, paymentId } = await startPackagePayment();
    const page = await journey.browser.newPage();
    const checkout = new CheckoutPage(page);

    await checkout.open(journey.site.url, paymentUrl);
    expect(amountLabel).toBe('$2,995.00');
    expect(await checkout.amount()).toBe(amountLabel);
    expect(await checkout.text(`${pkg.name} website package`).isVisible()).toBe(true);
    // Whoever holds the payment id may open the page: the email shows masked (issue 13.5).
    expect(DEMO_CUSTOMER.email).toBe('demo@agency.example');
    expect(await checkout.text('d***@agency.example').isVisible()).toBe(true);
    expect(await page.content()).not.toContain(DEMO_CUSTOMER.email);
    await screenshot(page, 'checkout');

    const landed = await checkout.pay(amountLabel);
    expect(landed.pathname).toBe('/payment-success');
    expect(landed.search).toBe(`?package=${pkg.id}&amount=${pkg.price}`);
    await page.getByRole('heading', { name: en.pages.paymentSuccess.title }).waitFor();
    await screenshot(page, 'payment-success');

    const { payment } = await journey.site.api.ok('checkout', { params: { paymentId } });
    expect(payment).toMatchObject({
      status: 'paid',
      purpose: 'package',
      packageType: pkg.id,
      amountCents: pkg.price * 100,
      customerEmail: 'd***@agency.example',
    });
    expect(payment.paidAt).toBeDefined();

    // The same link now says it is paid and offers no second payment.
    await checkout.open(journey.site.url, paymentUrl);
    await checkout.alreadyPaidNotice().waitFor();
    expect(await checkout.payButton(amountLabel).count()).toBe(0);
    await page.close();
  });

  it('cancels back to the pricing section, and the payment can no longer be paid', async () => {
    const { paymentUrl, paymentId } = await startPackagePayment();
    const page = await journey.browser.newPage();
    const checkout = new CheckoutPage(page);

    await checkout.open(journey.site.url, paymentUrl);
    const landed = await checkout.cancel();
    expect(`${landed.pathname}${landed.hash}`).toBe('/#pricing');

    const { payment } = await journey.site.api.ok('checkout', { params: { paymentId } });
    expect(payment.status).toBe('cancelled');
    await checkout.open(journey.site.url, paymentUrl);
    await checkout.cancelledNotice().waitFor();
    expect(await checkout.payButton(amountLabel).count()).toBe(0);
    const refused = await journey.site.api.call('checkoutPay', { params: { paymentId } });
    expect(refused.status).toBe(409);
    await page.close();
  });
});

const LABEL = 'my-bakery';
/** What the search form sends when .com is chosen: com, net, org, io, co. */
const TLDS = searchTlds('com');

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
