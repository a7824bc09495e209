/**
 * The domains page (spec part 2 §2, §4, §5, §8; decision 21): a search (the chosen TLD first,
 * then net, org, io, co) and, next to its results, the registration form of a selected available
 * name. A placed order closes and resets the form (1 year, auto-renew on, privacy on).
 */
import { assign, fromPromise, setup } from 'xstate';
import { searchTlds, type DomainYears, type Tld } from '@contract/catalogue';
import type { DomainSearchResult } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { isServerRefusal } from '../shared/errors';
import type { ToastParams } from '../shared/toast';

export interface DomainOrderForm {
  fullName: string;
  email: string;
  years: DomainYears;
  autoRenew: boolean;
  whoisPrivacy: boolean;
}

export const initialOrderForm: DomainOrderForm = {
  fullName: '',
  email: '',
  years: 1,
  autoRenew: true,
  whoisPrivacy: true,
};

export interface DomainOrderContext {
  query: string;
  tld: Tld;
  /** null until a search answered. */
  results: DomainSearchResult[] | null;
  selected: DomainSearchResult | null;
  form: DomainOrderForm;
  /**
   * Why the last submit of the form did not go through, for the form itself to say (its toast is
   * hidden from screen readers behind the modal form); cleared by the next edit or submit.
   */
  formError: DomainFormError | null;
}

export type DomainFormError = 'missingInformation' | 'orderFailed';

export type DomainOrderEvent =
  | { type: 'query.change'; value: string }
  | { type: 'tld.change'; tld: Tld }
  | { type: 'search.submit' }
  | { type: 'result.select'; domain: string }
  | { type: 'order.cancel' }
  | { type: 'form.change'; field: 'fullName' | 'email'; value: string }
  | { type: 'years.change'; years: DomainYears }
  | { type: 'autoRenew.change'; checked: boolean }
  | { type: 'whoisPrivacy.change'; checked: boolean }
  | { type: 'order.submit' };

/** The label before the first dot: "acme" for "acme.com". */
export const labelOf = (domain: string): string => domain.split('.')[0] ?? domain;

export const orderTotalCents = (selected: DomainSearchResult, years: DomainYears): number =>
  selected.price * years;

/**
 * The order's body (spec part 2 §3): price is what the page showed, the unit price times the
 * years in cents. Tracking is the app's to add.
 */
export const toOrderBody = ({ selected, form }: DomainOrderContext): BodyOf<'domainPurchase'> | null =>
  selected
    ? {
        customerName: form.fullName.trim(),
        customerEmail: form.email.trim(),
        domainName: labelOf(selected.domain),
        tld: selected.tld,
        years: form.years,
        autoRenew: form.autoRenew,
        whoisPrivacy: form.whoisPrivacy,
        price: orderTotalCents(selected, form.years),
      }
    : null;

const key = <N extends string>(name: N) => `domainOrder.toast.${name}` as const;
export const domainOrderToasts = {
  searchFailed: {
    titleKey: key('searchFailed.title'),
    descriptionKey: key('searchFailed.description'),
    variant: 'error',
  },
  searchError: {
    titleKey: key('searchError.title'),
    descriptionKey: key('searchError.description'),
    variant: 'error',
  },
  missingInformation: {
    titleKey: key('missingInformation.title'),
    descriptionKey: key('missingInformation.description'),
    variant: 'error',
  },
  orderPlaced: {
    titleKey: key('orderPlaced.title'),
    descriptionKey: key('orderPlaced.description'),
    variant: 'success',
  },
  orderFailed: {
    titleKey: key('orderFailed.title'),
    descriptionKey: key('orderFailed.description'),
    variant: 'error',
  },
} as const satisfies Record<string, ToastParams>;

export const domainOrderMachine = setup({
  types: {
    context: {} as DomainOrderContext,
    events: {} as DomainOrderEvent,
  },
  actors: {
    searchDomains: fromPromise<ResponseOf<'domainSearch'>, BodyOf<'domainSearch'>>(async () => {
      throw new Error('searchDomains is provided by the app');
    }),
    purchaseDomain: fromPromise<ResponseOf<'domainPurchase'>, BodyOf<'domainPurchase'>>(async () => {
      throw new Error('purchaseDomain is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: open the order's checkout, if it chooses to take payment now. */
    openDomainCheckout: (_, _params: { url: string }) => {},
    setQuery: assign({ query: (_, params: { value: string }) => params.value }),
    setTld: assign({ tld: (_, params: { tld: Tld }) => params.tld }),
    setResults: assign({ results: (_, params: { results: DomainSearchResult[] }) => params.results }),
    select: assign({
      selected: ({ context }, params: { domain: string }) =>
        context.results?.find((result) => result.domain === params.domain) ?? null,
      formError: null,
    }),
    clearSelection: assign({ selected: null, formError: null }),
    setFormError: assign({ formError: (_, params: { error: DomainFormError }) => params.error }),
    clearFormError: assign({ formError: null }),
    setField: assign({
      form: ({ context }, params: { field: 'fullName' | 'email'; value: string }) => ({
        ...context.form,
        [params.field]: params.value,
      }),
      formError: null,
    }),
    setYears: assign({
      form: ({ context }, params: { years: DomainYears }) => ({ ...context.form, years: params.years }),
    }),
    setAutoRenew: assign({
      form: ({ context }, params: { checked: boolean }) => ({ ...context.form, autoRenew: params.checked }),
    }),
    setWhoisPrivacy: assign({
      form: ({ context }, params: { checked: boolean }) => ({
        ...context.form,
        whoisPrivacy: params.checked,
      }),
    }),
    resetForm: assign({ form: initialOrderForm, selected: null, formError: null }),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim() !== '',
    isAvailable: ({ context }, params: { domain: string }) =>
      context.results?.some((result) => result.domain === params.domain && result.available === true) ??
      false,
    hasNameAndEmail: ({ context }) => context.form.fullName.trim() !== '' && context.form.email.trim() !== '',
    isServerRefusal: (_, params: { error: unknown }) => isServerRefusal(params.error),
  },
}).createMachine({
  id: 'domainOrder',
  context: { query: '', tld: 'com', results: null, selected: null, form: initialOrderForm, formError: null },
  type: 'parallel',
  states: {
    search: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'query.change': { actions: { type: 'setQuery', params: ({ event }) => event } },
            'tld.change': { actions: { type: 'setTld', params: ({ event }) => event } },
            'search.submit': { guard: 'hasQuery', target: 'searching' },
          },
        },
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'searchDomains',
            src: 'searchDomains',
            input: ({ context }) => ({
              domain: context.query.trim().toLowerCase(),
              tlds: searchTlds(context.tld),
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'setResults', params: ({ event }) => ({ results: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isServerRefusal', params: ({ event }) => event },
                target: 'ready',
                actions: { type: 'showToast', params: domainOrderToasts.searchFailed },
              },
              { target: 'ready', actions: { type: 'showToast', params: domainOrderToasts.searchError } },
            ],
          },
        },
      },
    },
    order: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'result.select': {
              guard: { type: 'isAvailable', params: ({ event }) => event },
              target: 'editing',
              actions: { type: 'select', params: ({ event }) => event },
            },
          },
        },
        editing: {
          tags: ['formOpen', 'editing'],
          on: {
            'result.select': {
              guard: { type: 'isAvailable', params: ({ event }) => event },
              actions: { type: 'select', params: ({ event }) => event },
            },
            'order.cancel': { target: 'closed', actions: 'clearSelection' },
            'form.change': { actions: { type: 'setField', params: ({ event }) => event } },
            'years.change': { actions: { type: 'setYears', params: ({ event }) => event } },
            'autoRenew.change': { actions: { type: 'setAutoRenew', params: ({ event }) => event } },
            'whoisPrivacy.change': { actions: { type: 'setWhoisPrivacy', params: ({ event }) => event } },
            'order.submit': [
              { guard: 'hasNameAndEmail', target: 'placing', actions: 'clearFormError' },
              {
                actions: [
                  { type: 'setFormError', params: { error: 'missingInformation' } },
                  { type: 'showToast', params: domainOrderToasts.missingInformation },
                ],
              },
            ],
          },
        },
        placing: {
          tags: ['formOpen', 'placing'],
          invoke: {
            id: 'purchaseDomain',
            src: 'purchaseDomain',
            // editing only moves here with a selection, so the payload is always there.
            input: ({ context }) => toOrderBody(context)!,
            onDone: {
              target: 'closed',
              actions: [
                { type: 'showToast', params: domainOrderToasts.orderPlaced },
                'resetForm',
                { type: 'openDomainCheckout', params: ({ event }) => ({ url: event.output.paymentUrl }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'setFormError', params: { error: 'orderFailed' } },
                { type: 'showToast', params: domainOrderToasts.orderFailed },
              ],
            },
          },
        },
      },
    },
  },
});

export type DomainOrderMachine = typeof domainOrderMachine;
