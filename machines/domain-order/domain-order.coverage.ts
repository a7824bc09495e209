/** How the coverage suite explores the domains page. */
import type { CoverageSpec } from '../testing/coverage';
import { sampleDomainResults } from '../testing/fixtures';
import { domainOrderMachine, type DomainOrderMachine } from './domain-order.machine';

export const domainOrderCoverage: CoverageSpec<DomainOrderMachine> = {
  name: 'domainOrder',
  machine: domainOrderMachine,
  inputs: [undefined],
  events: {
    'query.change': [{ type: 'query.change', value: 'acme' }],
    'tld.change': [{ type: 'tld.change', tld: 'io' }],
    'result.select': [{ type: 'result.select', domain: 'acme.com' }],
    'form.change': [
      { type: 'form.change', field: 'fullName', value: 'Ada Lovelace' },
      { type: 'form.change', field: 'email', value: 'ada@example.com' },
    ],
    'years.change': [{ type: 'years.change', years: 2 }],
    'autoRenew.change': [{ type: 'autoRenew.change', checked: false }],
    'whoisPrivacy.change': [{ type: 'whoisPrivacy.change', checked: false }],
  },
  outcomes: {
    searchDomains: {
      done: [sampleDomainResults('acme')],
      error: [{ status: 503, message: 'Unavailable' }, new TypeError('Failed to fetch')],
    },
    purchaseDomain: { done: [{ orderId: 'ord_1', total: 1299, paymentUrl: '/checkout/domain' }] },
  },
  // What the guards read; the other form fields do not change which transitions are possible.
  project: ({ query, tld, results, selected, form }) => ({
    query,
    tld,
    results: results?.length ?? null,
    selected: selected?.domain ?? null,
    hasName: form.fullName !== '',
    hasEmail: form.email !== '',
  }),
};
