import { describe, expect, it } from 'vitest';
import { project } from '../../store/contract/fixtures';
import type { ProjectStatus } from '../../store/records';
import { addOneMonth, projectStatusAfterPayment } from './fulfilment';
import { paymentSuccessPath, safeLocalPath, withSessionIdTemplate } from './urls';

describe('projectStatusAfterPayment (decision 14)', () => {
  it.each<[ProjectStatus, number, number, ProjectStatus]>([
    ['pending', 0, 199500, 'pending'],
    ['pending', 59850, 199500, 'paid_deposit'],
    ['pending', 199500, 199500, 'paid_full'],
    ['paid_deposit', 250000, 199500, 'paid_full'],
    ['in_progress', 199500, 199500, 'in_progress'],
    ['completed', 10, 199500, 'completed'],
  ])('%s with %i of %i paid → %s', (status, paidAmount, totalAmount, expected) => {
    expect(projectStatusAfterPayment(project({ status, paidAmount, totalAmount }))).toBe(expected);
  });
});

describe('addOneMonth', () => {
  it.each([
    ['2030-01-15T08:00:00.000Z', '2030-02-15T08:00:00.000Z'],
    ['2030-01-31T08:00:00.000Z', '2030-02-28T08:00:00.000Z'],
    ['2028-01-31T08:00:00.000Z', '2028-02-29T08:00:00.000Z'],
    ['2030-12-31T23:59:59.000Z', '2031-01-31T23:59:59.000Z'],
  ])('%s → %s', (from, to) => {
    expect(addOneMonth(new Date(from)).toISOString()).toBe(to);
  });
});

describe('return URLs', () => {
  it('names the package and the amount in dollars', () => {
    expect(paymentSuccessPath('professional', 299500)).toBe(
      '/payment-success?package=professional&amount=2995',
    );
    expect(paymentSuccessPath('domain', 2598)).toBe('/payment-success?package=domain&amount=25.98');
  });

  it('adds the Stripe session template before the fragment, unencoded', () => {
    expect(withSessionIdTemplate('/payment-success?package=startup&amount=1995')).toBe(
      '/payment-success?package=startup&amount=1995&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(withSessionIdTemplate('/#customer-portal')).toBe(
      '/?session_id={CHECKOUT_SESSION_ID}#customer-portal',
    );
  });

  it.each([
    ['https://agency.example/pricing?x=1#top', '/pricing?x=1#top'],
    ['/domains', '/domains'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['javascript:alert(1)', '/'],
    [undefined, '/'],
  ])('keeps %s on this site as %s', (value, expected) => {
    expect(safeLocalPath(value, 'https://agency.example', '/')).toBe(expected);
  });
});
