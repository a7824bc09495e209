/** View props of the domains page: search, results and the registration form. */
import type { SnapshotFrom } from 'xstate';
import { DOMAIN_YEARS, TLDS, type DomainYears, type Tld } from '../../contract/catalogue';
import type { DomainSearchResult } from '../../contract/entities';
import {
  orderTotalCents,
  type DomainOrderEvent,
  type DomainOrderForm,
  type DomainOrderMachine,
} from './domain-order.machine';

export interface DomainResultView extends DomainSearchResult {
  /** Select is enabled for available names; a taken one reads Unavailable. */
  canSelect: boolean;
  onSelect: () => void;
}

export interface DomainOrderView {
  query: string;
  tld: Tld;
  tlds: readonly Tld[];
  isSearching: boolean;
  canSearch: boolean;
  /** null before the first answer. */
  results: DomainResultView[] | null;
  isFormOpen: boolean;
  isPlacing: boolean;
  selected: DomainSearchResult | null;
  form: DomainOrderForm;
  /** Each registration period with its total in cents. */
  periods: { years: DomainYears; totalCents: number }[];
  totalCents: number;
  onQueryChange: (value: string) => void;
  onTldChange: (tld: Tld) => void;
  onSearch: () => void;
  onFieldChange: (field: 'fullName' | 'email', value: string) => void;
  onYearsChange: (years: DomainYears) => void;
  onAutoRenewChange: (checked: boolean) => void;
  onWhoisPrivacyChange: (checked: boolean) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<DomainOrderMachine>,
  send: (event: DomainOrderEvent) => void,
): DomainOrderView => {
  const { query, tld, results, selected, form } = snapshot.context;
  const isSearching = snapshot.matches({ search: 'searching' });
  const isPlacing = snapshot.matches({ order: 'placing' });
  return {
    query,
    tld,
    tlds: TLDS,
    isSearching,
    canSearch: !isSearching && query.trim() !== '',
    results:
      results?.map((result) => ({
        ...result,
        canSelect: result.available === true,
        onSelect: () => send({ type: 'result.select', domain: result.domain }),
      })) ?? null,
    isFormOpen: !snapshot.matches({ order: 'closed' }),
    isPlacing,
    selected,
    form,
    periods: DOMAIN_YEARS.map((years) => ({
      years,
      totalCents: selected ? orderTotalCents(selected, years) : 0,
    })),
    totalCents: selected ? orderTotalCents(selected, form.years) : 0,
    onQueryChange: (value) => send({ type: 'query.change', value }),
    onTldChange: (value) => send({ type: 'tld.change', tld: value }),
    onSearch: () => send({ type: 'search.submit' }),
    onFieldChange: (field, value) => send({ type: 'form.change', field, value }),
    onYearsChange: (years) => send({ type: 'years.change', years }),
    onAutoRenewChange: (checked) => send({ type: 'autoRenew.change', checked }),
    onWhoisPrivacyChange: (checked) => send({ type: 'whoisPrivacy.change', checked }),
    onSubmit: () => send({ type: 'order.submit' }),
    onCancel: () => send({ type: 'order.cancel' }),
  };
};
