import { describe, expect, it } from 'vitest';
import { searchTlds } from '@contract/catalogue';
import { domainOrderSchema } from '@contract/entities';
import { createSqliteStore } from '../../store/sqlite/sqlite-store';
import type { DomainOrderRecord } from '../../store/records';
import { createDomainService, type DomainOrderInput } from './domain.service';
import { DomainUnavailableError, DomainValidationError } from './errors';
import { createEmbeddedRegistry, type Registry } from './registry';

function setup(registryOverride?: Registry) {
  const store = createSqliteStore();
  const paymentOrders: DomainOrderRecord[] = [];
  const service = createDomainService({
    registry:
      registryOverride ?? createEmbeddedRegistry({ isOrdered: (n) => store.domainOrders.isOrdered(n) }),
    store,
    paymentLinks: {
      async createDomainPayment(order) {
        paymentOrders.push(order);
        return { paymentUrl: `/checkout/pay-${order.id}` };
      },
    },
  });
  return { store, service, paymentOrders };
}

const ORDER: DomainOrderInput = {
  customerName: 'Ann Smith',
  customerEmail: 'Ann@Example.com',
  domainName: 'acme-plumbing',
  tld: 'com',
  years: 3,
  autoRenew: true,
  whoisPrivacy: true,
};

describe('domain search', () => {
  it('answers one result per TLD in the order asked, with catalogue prices', async () => {
    const { service } = setup();
    const results = await service.search({ domain: 'Acme-Plumbing.com', tlds: searchTlds('io') });
    expect(results).toEqual([
      { domain: 'acme-plumbing.io', tld: 'io', price: 4999, available: true, premium: false },
      { domain: 'acme-plumbing.net', tld: 'net', price: 1399, available: true, premium: false },
      { domain: 'acme-plumbing.org', tld: 'org', price: 1299, available: true, premium: false },
      { domain: 'acme-plumbing.co', tld: 'co', price: 2999, available: true, premium: false },
    ]);
  });

  it('drops repeated TLDs and reports well-known names as taken', async () => {
    const { service } = setup();
    const results = await service.search({ domain: 'google', tlds: ['com', 'net', 'com'] });
    expect(results.map((r) => [r.domain, r.available])).toEqual([
      ['google.com', false],
      ['google.net', false],
    ]);
  });

  it('prices premium names at ten times the first-year price', async () => {
    const { service } = setup();
    const [result] = await service.search({ domain: 'abc', tlds: ['com'] });
    expect(result).toMatchObject({ price: 12990, premium: true });
  });

  it('searches international names in punycode', async () => {
    const { service } = setup();
    const [result] = await service.search({ domain: 'café.com', tlds: ['com'] });
    expect(result?.domain).toBe('xn--caf-dma.com');
    const [munich] = await service.search({ domain: 'münchen。com', tlds: ['net'] });
    expect(munich).toMatchObject({ domain: 'xn--mnchen-3ya.net', premium: false });
  });

  it('refuses a name that has no ASCII form with a 400 naming the field', async () => {
    const { service } = setup();
    // Latin and Hebrew letters in one label break IDNA's bidi rule: there is no punycode for it.
    await expect(service.search({ domain: 'a\u05d0', tlds: ['com'] })).rejects.toMatchObject({
      status: 400,
      field: 'domain',
      message: '"a\u05d0" is not a valid domain name.',
    });
  });

  it('shows an unknown or failing registry answer as unknown, never available', async () => {
    const { service } = setup({
      availability: async (fqdn) => {
        if (fqdn.endsWith('.net')) throw new Error('registry down');
        return null;
      },
    });
    const results = await service.search({ domain: 'acme', tlds: ['com', 'net'] });
    expect(results.map((r) => r.available)).toEqual([null, null]);
  });

  it('refuses a bad name or an unknown TLD with a 400 naming the field', async () => {
    const { service } = setup();
    await expect(service.search({ domain: '-bad-', tlds: ['com'] })).rejects.toMatchObject({
      status: 400,
      field: 'domain',
    });
    await expect(service.search({ domain: 'acme', tlds: ['xyz'] })).rejects.toMatchObject({
      status: 400,
      field: 'tlds',
    });
    await expect(service.search({ domain: 'acme', tlds: [] })).rejects.toBeInstanceOf(DomainValidationError);
  });
});

describe('domain purchase', () => {
  it('stores the order once, priced on the server, and answers its payment URL', async () => {
    const { service, store, paymentOrders } = setup();
    const answer = await service.purchase({ ...ORDER, price: 1 });
    expect(answer).toEqual({
      orderId: expect.any(String),
      total: 1299 * 3,
      paymentUrl: `/checkout/pay-${answer.orderId}`,
    });
    const stored = await store.domainOrders.findById(answer.orderId);
    expect(stored).toMatchObject({
      customerName: 'Ann Smith',
      customerEmail: 'ann@example.com',
      domainName: 'acme-plumbing',
      tld: 'com',
      years: 3,
      autoRenew: true,
      whoisPrivacy: true,
      premium: false,
      unitPriceCents: 1299,
      totalCents: 3897,
      status: 'pending',
    });
    // Stored as the contract's DomainOrder entity, field for field.
    expect(domainOrderSchema.parse(stored)).toEqual(stored);
    expect(paymentOrders).toEqual([stored]);
  });

  it('keeps the id of the checkout that pays the order', async () => {
    const store = createSqliteStore();
    const service = createDomainService({
      registry: createEmbeddedRegistry({ isOrdered: (n) => store.domainOrders.isOrdered(n) }),
      store,
      paymentLinks: {
        createDomainPayment: async (order) => ({ paymentId: `pay-${order.id}`, paymentUrl: '/checkout/x' }),
      },
    });
    const { orderId } = await service.purchase(ORDER);
    expect(await store.domainOrders.findById(orderId)).toMatchObject({ paymentId: `pay-${orderId}` });
  });

  it('orders an international name in its punycode form, priced as the name a person sees', async () => {
    const { service, store } = setup();
    const answer = await service.purchase({ ...ORDER, domainName: 'münchen', tld: 'io', years: 1 });
    expect(answer.total).toBe(4999);
    expect(await store.domainOrders.findById(answer.orderId)).toMatchObject({
      domainName: 'xn--mnchen-3ya',
      tld: 'io',
      premium: false,
    });
    await expect(service.purchase({ ...ORDER, domainName: 'a\u05d0' })).rejects.toMatchObject({
      status: 400,
      field: 'domainName',
    });
  });

  it('prices a premium name for every year', async () => {
    const { service } = setup();
    const answer = await service.purchase({ ...ORDER, domainName: 'shop', tld: 'net', years: 2 });
    expect(answer.total).toBe(13990 * 2);
  });

  it('refuses years outside 1, 2, 3, 5', async () => {
    const { service } = setup();
    await expect(service.purchase({ ...ORDER, years: 4 })).rejects.toMatchObject({
      status: 400,
      field: 'years',
    });
  });

  it('refuses a name the registry reports as taken, with a 409', async () => {
    const { service, paymentOrders } = setup();
    const failure = service.purchase({ ...ORDER, domainName: 'example', tld: 'com' });
    await expect(failure).rejects.toBeInstanceOf(DomainUnavailableError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      message: 'example.com is already registered. Please choose another name.',
    });
    expect(paymentOrders).toEqual([]);
  });

  it('reports a name as taken once its order is paid', async () => {
    const { service, store } = setup();
    const { orderId } = await service.purchase(ORDER);
    await store.domainOrders.update(orderId, { status: 'paid' });
    const [result] = await service.search({ domain: 'acme-plumbing', tlds: ['com'] });
    expect(result?.available).toBe(false);
  });
});
