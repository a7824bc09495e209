/**
 * The sandbox checkout (decision 13) in a real browser: the demo customer buys a package through
 * the API, pays it on the checkout page, lands on the success page, and the payment is recorded;
 * a cancelled checkout goes back to the pricing section and can no longer be paid.
 */
import { describe, expect, it } from 'vitest';
import { PACKAGES, formatUsd } from '@contract/catalogue';
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
