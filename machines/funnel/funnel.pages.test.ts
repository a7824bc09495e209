import { describe, expect, it } from 'vitest';
import { isHomePage, isPaymentPage } from './funnel.pages';

describe('the pages of the funnel', () => {
  it('knows the home page in every language', () => {
    expect(['/', '/ar/', '/ar', '/de/'].map(isHomePage)).toEqual([true, true, true, true]);
    expect(['/blog', '/ar/blog', '/#pricing', '/arabic'].map(isHomePage)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('knows the pages a purchase passes through in every language', () => {
    expect(
      ['/checkout/pay_1', '/ar/checkout/pay_1', '/payment-success', '/ko/payment-success'].map(isPaymentPage),
    ).toEqual([true, true, true, true]);
    expect(['/', '/ar/', '/checkout', '/ar/blog'].map(isPaymentPage)).toEqual([false, false, false, false]);
  });
});
