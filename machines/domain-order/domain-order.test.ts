import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { TLD_PRICES } from '@contract/catalogue';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { sampleDomainResults } from '../testing/fixtures';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './domain-order.connect';
import { domainOrderFakes } from './domain-order.fakes';
import { domainOrderMachine } from './domain-order.machine';
import { statesOfInterest } from './domain-order.states';

type SearchBody = BodyOf<'domainSearch'>;
type OrderBody = BodyOf<'domainPurchase'>;

interface Services {
  search?: (input: SearchBody) => Promise<ResponseOf<'domainSearch'>>;
  purchase?: (input: OrderBody) => Promise<ResponseOf<'domainPurchase'>>;
}

const start = (services: Services = {}) => {
  const recorder = recordToasts();
  const openDomainCheckout = vi.fn();
  const search = vi.fn(services.search ?? (async ({ domain }: SearchBody) => sampleDomainResults(domain)));
  const purchase = vi.fn(
    services.purchase ?? (async (order: OrderBody) => domainOrderFakes.purchaseDomain(order)),
  );
  const actor = createActor(
    domainOrderMachine.provide({
      actors: {
        searchDomains: fromPromise(({ input }: { input: SearchBody }) => search(input)),
        purchaseDomain: fromPromise(({ input }: { input: OrderBody }) => purchase(input)),
      },
      actions: { showToast: recorder.showToast, openDomainCheckout },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const searchFor = async (query: string) => {
    view().onQueryChange(query);
    view().onSearch();
    await waitFor(actor, (s) => s.matches({ search: 'ready' }));
  };
  return { actor, view, recorder, search, purchase, openDomainCheckout, searchFor };
};

describe('domainOrder', () => {
  it('ignores a blank search', () => {
    const { view, search } = start();
    view().onQueryChange('   ');
    expect(view().canSearch).toBe(false);
    view().onSearch();
    expect(search).not.toHaveBeenCalled();
  });

  it('sends the name trimmed and lowercased, the chosen TLD first, then net, org, io, co', async () => {
    const { view, search, searchFor } = start();
    view().onTldChange('ai');
    await searchFor('  AcMe ');
    expect(search).toHaveBeenCalledWith({ domain: 'acme', tlds: ['ai', 'net', 'org', 'io', 'co'] });
    view().onTldChange('net');
    await searchFor('acme');
    expect(search).toHaveBeenLastCalledWith({ domain: 'acme', tlds: ['net', 'org', 'io', 'co'] });
  });

  it('lists results; a taken name cannot be selected', async () => {
    const { view, searchFor } = start();
    await searchFor('acme');
    expect(view().results?.map((r) => [r.domain, r.canSelect, r.premium])).toEqual([
      ['acme.com', true, false],
      ['acme.net', false, false],
      ['acme.io', true, true],
    ]);
    view().results?.[1]?.onSelect();
    expect(view().isFormOpen).toBe(false);
  });

  it('opens the form with 1 year, auto-renew and privacy on, and totals the price by years', async () => {
    const { view, searchFor } = start();
    await searchFor('acme');
    view().results?.[0]?.onSelect();
    expect(view()).toMatchObject({
      isFormOpen: true,
      form: { years: 1, autoRenew: true, whoisPrivacy: true },
      totalCents: TLD_PRICES.com.firstYear,
    });
    expect(view().periods.map((p) => p.years)).toEqual([1, 2, 3, 5]);
    view().onYearsChange(5);
    expect(view().totalCents).toBe(TLD_PRICES.com.firstYear * 5);
  });

  it('cancel clears the selection', async () => {
    const { view, searchFor } = start();
    await searchFor('acme');
    view().results?.[0]?.onSelect();
    view().onCancel();
    expect(view()).toMatchObject({ isFormOpen: false, selected: null });
  });

  it("asks for name and email: 'Missing Information'", async () => {
    const { view, recorder, purchase, searchFor } = start();
    await searchFor('acme');
    view().results?.[0]?.onSelect();
    view().onFieldChange('fullName', 'Ada Lovelace');
    view().onSubmit();
    expect(purchase).not.toHaveBeenCalled();
    expect(englishOf(recorder.last())).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
      variant: 'error',
    });
  });

  it("places the order with the label, years and total, then closes and resets: 'Domain Order Placed!'", async () => {
    const { actor, view, recorder, purchase, openDomainCheckout, searchFor } = start();
    await searchFor('acme');
    view().results?.[2]?.onSelect();
    view().onFieldChange('fullName', ' Ada Lovelace ');
    view().onFieldChange('email', 'ada@example.com');
    view().onYearsChange(3);
    view().onAutoRenewChange(false);
    view().onWhoisPrivacyChange(false);
    view().onSubmit();
    expect(view().isPlacing).toBe(true);
    await waitFor(actor, (s) => s.matches({ order: 'closed' }));
    expect(purchase).toHaveBeenCalledWith({
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      domainName: 'acme',
      tld: 'io',
      years: 3,
      autoRenew: false,
      whoisPrivacy: false,
      price: TLD_PRICES.io.firstYear * 10 * 3,
    });
    expect(view()).toMatchObject({
      selected: null,
      form: { fullName: '', years: 1, autoRenew: true, whoisPrivacy: true },
    });
    expect(openDomainCheckout).toHaveBeenCalledWith(expect.anything(), { url: '/checkout/domain' });
    expect(englishOf(recorder.last())).toEqual({
      title: 'Domain Order Placed!',
      description: "Your domain registration is being processed. You'll receive confirmation via email.",
      variant: 'success',
    });
  });

  it("keeps the form after a failed order: 'Order Failed — Purchase failed'", async () => {
    const { actor, view, recorder, searchFor } = start({
      purchase: async () => {
        throw Object.assign(new Error('taken'), { status: 409 });
      },
    });
    await searchFor('acme');
    view().results?.[0]?.onSelect();
    view().onFieldChange('fullName', 'Ada');
    view().onFieldChange('email', 'ada@example.com');
    view().onSubmit();
    await waitFor(actor, (s) => s.matches({ order: 'editing' }));
    expect(view().form.fullName).toBe('Ada');
    expect(englishOf(recorder.last())).toEqual({
      title: 'Order Failed',
      description: 'Purchase failed',
      variant: 'error',
    });
  });

  it.each([
    [
      'a non-OK answer',
      Object.assign(new Error('503: down'), { status: 503 }),
      'Search Failed',
      'Unable to search domains. Please try again.',
    ],
    [
      'a network error',
      new TypeError('Failed to fetch'),
      'Search Error',
      'Network error occurred. Please try again.',
    ],
  ])('tells %s apart', async (_what, error, title, description) => {
    const { view, recorder, searchFor } = start({
      search: async () => {
        throw error;
      },
    });
    await searchFor('acme');
    expect(view().results).toBeNull();
    expect(englishOf(recorder.last())).toEqual({ title, description, variant: 'error' });
  });

  it('labels results: availability, the yearly price in USD, Select only for an available name', async () => {
    const { view, searchFor, search } = start({
      search: async () => [
        ...sampleDomainResults('acme'),
        { domain: 'acme.org', tld: 'org', price: TLD_PRICES.org.firstYear, available: null, premium: false },
      ],
    });
    await searchFor('acme');
    expect(search).toHaveBeenCalledTimes(1);
    expect(
      view().results?.map((r) => [r.domain, r.availability, r.priceLabel, r.getSelectButtonProps().disabled]),
    ).toEqual([
      ['acme.com', 'available', '$12.99', false],
      ['acme.net', 'taken', '$13.99', true],
      ['acme.io', 'available', '$499.90', false],
      ['acme.org', 'unknown', '$12.99', true],
    ]);
    view().results?.[0]?.getSelectButtonProps().onClick();
    expect(view().results?.map((r) => r.isSelected)).toEqual([true, false, false, false]);
  });

  it("lists the 'Popular Domain Extensions' with first-year and renewal prices", () => {
    const { view } = start();
    expect(view().extensions).toHaveLength(8);
    expect(view().extensions[0]).toEqual({ tld: 'com', firstYearLabel: '$12.99', renewalLabel: '$15.99' });
    expect(view().extensions.at(-1)).toEqual({
      tld: 'ai',
      firstYearLabel: '$99.99',
      renewalLabel: '$129.99',
    });
  });

  it('searches on the form submit (Enter) and disables the search button while blank or searching', async () => {
    const { view, search } = start({ search: () => new Promise(() => {}) });
    expect(view().getSearchButtonProps()).toMatchObject({ type: 'submit', disabled: true });
    view()
      .getQueryFieldProps()
      .onChange({ target: { value: 'acme' } });
    expect(view().getSearchButtonProps()).toMatchObject({ disabled: false, 'data-state': 'idle' });
    view()
      .getSearchFormProps()
      .onSubmit({ preventDefault: () => {} });
    expect(search).toHaveBeenCalledTimes(1);
    expect(view().getSearchButtonProps()).toMatchObject({ disabled: true, 'aria-busy': true });
    expect(view().getQueryFieldProps().disabled).toBe(true);
  });

  it('gives the form its totals per period and locks it while the order is placed', async () => {
    const { view, searchFor } = start({ purchase: () => new Promise(() => {}) });
    await searchFor('acme');
    view().results?.[0]?.onSelect();
    expect(view().periods.map((p) => p.totalLabel)).toEqual(['$12.99', '$25.98', '$38.97', '$64.95']);
    expect(view().getAutoRenewProps()).toMatchObject({ checked: true, disabled: false });
    view().getWhoisPrivacyProps().onCheckedChange(false);
    expect(view().form.whoisPrivacy).toBe(false);
    view()
      .getFieldProps('fullName')
      .onChange({ target: { value: 'Ada' } });
    view()
      .getFieldProps('email')
      .onChange({ target: { value: 'ada@example.com' } });
    view().onYearsChange(2);
    expect(view().totalLabel).toBe('$25.98');
    view()
      .getOrderFormProps()
      .onSubmit({ preventDefault: () => {} });
    expect(view().getCompleteButtonProps()).toMatchObject({
      type: 'submit',
      disabled: true,
      'aria-busy': true,
    });
    expect(view().getCancelButtonProps().disabled).toBe(true);
    expect(view().getFieldProps('email').disabled).toBe(true);
    expect(view().getAutoRenewProps().disabled).toBe(true);
  });

  it('lets the form say why a submit failed, marking the missing fields, until the next edit', async () => {
    const { actor, view, searchFor } = start({
      purchase: async () => {
        throw Object.assign(new Error(''), { status: 409 });
      },
    });
    await searchFor('acme');
    view().results?.[0]?.onSelect();
    view().onFieldChange('fullName', 'Ada');
    view().onSubmit();
    expect(view().formError).toEqual({
      kind: 'missingInformation',
      titleKey: 'domainOrder.toast.missingInformation.title',
      descriptionKey: 'domainOrder.toast.missingInformation.description',
    });
    expect(view().getFieldProps('email')['aria-invalid']).toBe(true);
    expect(view().getFieldProps('fullName')['aria-invalid']).toBe(false);
    view().onFieldChange('email', 'ada@example.com');
    expect(view().formError).toBeNull();
    view().onSubmit();
    await waitFor(actor, (s) => s.matches({ order: 'editing' }));
    expect(view().formError?.kind).toBe('orderFailed');
    view().onCancel();
    expect(view().formError).toBeNull();
  });

  itReachesEachStateOfInterest(domainOrderMachine, statesOfInterest, domainOrderFakes);
});
