/** View props of the domains page: search, results and the registration form. */
import type { SnapshotFrom } from 'xstate';
import { DOMAIN_YEARS, formatCents, TLD_PRICES, TLDS, type DomainYears, type Tld } from '@contract/catalogue';
import type { DomainSearchResult } from '@contract/entities';
import { actionProps, fieldProps, type ActionProps, type FieldProps } from '../shared/view-props';
import {
  domainOrderToasts,
  orderTotalCents,
  type DomainFormError,
  type DomainOrderEvent,
  type DomainOrderForm,
  type DomainOrderMachine,
} from './domain-order.machine';

/** What a result says of its name: the registry's answer, or that it could not say (decision 21). */
export type DomainAvailability = 'available' | 'taken' | 'unknown';

export interface DomainResultView extends DomainSearchResult {
  /** Select is enabled for available names; a taken one reads Unavailable. */
  canSelect: boolean;
  availability: DomainAvailability;
  /** The first-year price, USD with cents (spec part 2 §9). */
  priceLabel: string;
  /** This name's registration form is open. */
  isSelected: boolean;
  onSelect: () => void;
  getSelectButtonProps: () => ActionProps;
}

/** A row of the 'Popular Domain Extensions' grid. */
export interface DomainExtensionView {
  tld: Tld;
  firstYearLabel: string;
  renewalLabel: string;
}

/** A registration period and what it costs in all. */
export interface DomainPeriodView {
  years: DomainYears;
  totalCents: number;
  totalLabel: string;
}

/** A form submits on Enter and on its submit button; the machine decides what a submit does. */
export interface FormProps {
  noValidate: true;
  'aria-busy': boolean;
  onSubmit: (event: { preventDefault: () => void }) => void;
}

export type SubmitButtonProps = Omit<ActionProps, 'onClick'> & { type: 'submit' };

export interface CheckboxProps {
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean | 'indeterminate') => void;
}

export interface DomainOrderView {
  query: string;
  tld: Tld;
  tlds: readonly Tld[];
  isSearching: boolean;
  canSearch: boolean;
  /** null before the first answer. */
  results: DomainResultView[] | null;
  /** The TLD price table (spec part 2 §3), every extension the selector offers. */
  extensions: DomainExtensionView[];
  isFormOpen: boolean;
  isPlacing: boolean;
  selected: DomainSearchResult | null;
  form: DomainOrderForm;
  /**
   * Why the last submit failed, as the toast's own title and text keys, for the form to say it
   * where a screen reader hears it (the toaster is hidden behind the modal form).
   */
  formError: {
    kind: DomainFormError;
    titleKey: (typeof domainOrderToasts)[DomainFormError]['titleKey'];
    descriptionKey: (typeof domainOrderToasts)[DomainFormError]['descriptionKey'];
  } | null;
  /** Each registration period with its total in cents. */
  periods: DomainPeriodView[];
  totalCents: number;
  totalLabel: string;
  onQueryChange: (value: string) => void;
  onTldChange: (tld: Tld) => void;
  onSearch: () => void;
  onFieldChange: (field: 'fullName' | 'email', value: string) => void;
  onYearsChange: (years: DomainYears) => void;
  onAutoRenewChange: (checked: boolean) => void;
  onWhoisPrivacyChange: (checked: boolean) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** The search: Enter in the field searches; a blank name is ignored (spec part 2 §5). */
  getSearchFormProps: () => FormProps;
  getQueryFieldProps: () => FieldProps;
  getSearchButtonProps: () => SubmitButtonProps;
  /** The registration form: a submit without name or email says 'Missing Information'. */
  getOrderFormProps: () => FormProps;
  getFieldProps: (field: 'fullName' | 'email') => FieldProps;
  getAutoRenewProps: () => CheckboxProps;
  getWhoisPrivacyProps: () => CheckboxProps;
  getCompleteButtonProps: () => SubmitButtonProps;
  getCancelButtonProps: () => ActionProps;
}

const availabilityOf = (available: boolean | null): DomainAvailability =>
  available === true ? 'available' : available === false ? 'taken' : 'unknown';

export const EXTENSIONS: readonly DomainExtensionView[] = TLDS.map((tld) => ({
  tld,
  firstYearLabel: formatCents(TLD_PRICES[tld].firstYear),
  renewalLabel: formatCents(TLD_PRICES[tld].renewal),
}));

const formProps = (busy: boolean, submit: () => void): FormProps => ({
  noValidate: true,
  'aria-busy': busy,
  onSubmit: (event) => {
    event.preventDefault();
    submit();
  },
});

const submitButton = (props: ActionProps): SubmitButtonProps => {
  const { onClick: _theFormSubmits, ...rest } = props;
  return { ...rest, type: 'submit' };
};

export const connect = (
  snapshot: SnapshotFrom<DomainOrderMachine>,
  send: (event: DomainOrderEvent) => void,
): DomainOrderView => {
  const { query, tld, results, selected, form, formError } = snapshot.context;
  const isSearching = snapshot.hasTag('searching');
  const isPlacing = snapshot.hasTag('placing');
  const isEditing = snapshot.hasTag('editing');
  const canSearch = !isSearching && query.trim() !== '';
  const totalCents = selected ? orderTotalCents(selected, form.years) : 0;
  const search = () => send({ type: 'search.submit' });
  const submitOrder = () => send({ type: 'order.submit' });
  const checkbox = (checked: boolean, onChange: (checked: boolean) => void): CheckboxProps => ({
    checked,
    disabled: !isEditing,
    onCheckedChange: (value) => onChange(value === true),
  });
  return {
    query,
    tld,
    tlds: TLDS,
    isSearching,
    canSearch,
    results:
      results?.map((result) => {
        const canSelect = result.available === true;
        const onSelect = () => send({ type: 'result.select', domain: result.domain });
        return {
          ...result,
          canSelect,
          availability: availabilityOf(result.available),
          priceLabel: formatCents(result.price),
          isSelected: selected?.domain === result.domain,
          onSelect,
          getSelectButtonProps: () => actionProps({ enabled: canSelect && !isPlacing, onClick: onSelect }),
        };
      }) ?? null,
    extensions: [...EXTENSIONS],
    isFormOpen: snapshot.hasTag('formOpen'),
    isPlacing,
    selected,
    form,
    formError: formError
      ? {
          kind: formError,
          titleKey: domainOrderToasts[formError].titleKey,
          descriptionKey: domainOrderToasts[formError].descriptionKey,
        }
      : null,
    periods: DOMAIN_YEARS.map((years) => {
      const periodTotal = selected ? orderTotalCents(selected, years) : 0;
      return { years, totalCents: periodTotal, totalLabel: formatCents(periodTotal) };
    }),
    totalCents,
    totalLabel: formatCents(totalCents),
    onQueryChange: (value) => send({ type: 'query.change', value }),
    onTldChange: (value) => send({ type: 'tld.change', tld: value }),
    onSearch: search,
    onFieldChange: (field, value) => send({ type: 'form.change', field, value }),
    onYearsChange: (years) => send({ type: 'years.change', years }),
    onAutoRenewChange: (checked) => send({ type: 'autoRenew.change', checked }),
    onWhoisPrivacyChange: (checked) => send({ type: 'whoisPrivacy.change', checked }),
    onSubmit: submitOrder,
    onCancel: () => send({ type: 'order.cancel' }),
    getSearchFormProps: () => formProps(isSearching, search),
    getQueryFieldProps: () =>
      fieldProps({
        value: query,
        enabled: !isSearching,
        onValue: (value) => send({ type: 'query.change', value }),
      }),
    getSearchButtonProps: () =>
      submitButton(actionProps({ enabled: canSearch, busy: isSearching, onClick: search })),
    getOrderFormProps: () => formProps(isPlacing, submitOrder),
    getFieldProps: (field) =>
      fieldProps({
        value: form[field],
        enabled: isEditing,
        invalid: formError === 'missingInformation' && form[field].trim() === '',
        onValue: (value) => send({ type: 'form.change', field, value }),
      }),
    getAutoRenewProps: () =>
      checkbox(form.autoRenew, (checked) => send({ type: 'autoRenew.change', checked })),
    getWhoisPrivacyProps: () =>
      checkbox(form.whoisPrivacy, (checked) => send({ type: 'whoisPrivacy.change', checked })),
    getCompleteButtonProps: () =>
      submitButton(actionProps({ enabled: isEditing, busy: isPlacing, onClick: submitOrder })),
    getCancelButtonProps: () =>
      actionProps({ enabled: isEditing, onClick: () => send({ type: 'order.cancel' }) }),
  };
};
