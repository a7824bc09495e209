/** View props of the claim-credit page. */
import type { SnapshotFrom } from 'xstate';
import type { ClaimCreditResponse } from '@contract/api/credit';
import { AMOUNTS, formatCents, formatUsd } from '@contract/catalogue';
import { actionProps, fieldProps, type ActionProps, type FieldProps } from '../shared/view-props';
import type { CreditClaimEvent, CreditClaimMachine } from './credit-claim.machine';

export type ClaimOutcome = 'reserved' | 'applied' | 'alreadyClaimed' | 'unable';
/** The claim's states are its statuses (the machine is flat; checkingQuery never settles). */
export type ClaimStatus = 'editing' | 'claiming' | ClaimOutcome;

/**
 * The claim button submits the form; the form sends the claim (Enter in the field claims too).
 * Without an email it is disabled to the eye and to assistive technology (`aria-disabled`,
 * `data-disabled`, which Radix styles) yet still pressable, so that a press says 'Email Required'
 * (spec part 2 §5) instead of doing nothing; while a claim runs it is truly disabled.
 */
export interface SubmitButtonProps {
  type: 'submit';
  disabled: boolean;
  'aria-disabled': boolean;
  'data-disabled': true | undefined;
  'aria-busy': boolean;
  'data-state': ActionProps['data-state'];
}

export interface ClaimFormProps {
  noValidate: true;
  'aria-busy': boolean;
  onSubmit: (event: { preventDefault: () => void }) => void;
}

export interface CreditClaimView {
  status: ClaimStatus;
  email: string;
  isClaiming: boolean;
  /** The claim button: disabled while the email is empty or a claim is running. */
  canSubmit: boolean;
  outcome: ClaimOutcome | null;
  /** The server's message for the outcome. */
  message: string | null;
  /** The account the credit was applied to (applied only); its first name only when the server gave it. */
  customer: ClaimCreditResponse['customer'] | null;
  /** The credit applied to that account, as USD (decision 4). */
  creditLabel: string | null;
  /** The credit on offer, as the page's texts state it ("$200"). */
  creditOfferLabel: string;
  /** Already claimed is shown in yellow, other failures as errors. */
  isWarning: boolean;
  onEmailChange: (value: string) => void;
  onSubmit: () => void;
  /** The form: it claims on submit; the server, not the browser, checks the address. */
  getFormProps: () => ClaimFormProps;
  getEmailFieldProps: () => FieldProps;
  getSubmitButtonProps: () => SubmitButtonProps;
  /** After a refusal: back to the form. */
  getRetryButtonProps: () => ActionProps;
}

const OUTCOMES: readonly ClaimStatus[] = ['reserved', 'applied', 'alreadyClaimed', 'unable'];
const isOutcome = (status: ClaimStatus): status is ClaimOutcome => OUTCOMES.includes(status);

export const connect = (
  snapshot: SnapshotFrom<CreditClaimMachine>,
  send: (event: CreditClaimEvent) => void,
): CreditClaimView => {
  const { email, answer } = snapshot.context;
  const status = snapshot.value as ClaimStatus;
  const isClaiming = status === 'claiming';
  const outcome = isOutcome(status) ? status : null;
  const customer = outcome === 'applied' && answer && 'customer' in answer ? (answer.customer ?? null) : null;
  const canSubmit = !isClaiming && email.trim() !== '' && snapshot.can({ type: 'claim.submit' });
  const submit = () => send({ type: 'claim.submit' });
  return {
    status,
    email,
    isClaiming,
    canSubmit,
    outcome,
    message: outcome && answer ? answer.message : null,
    customer,
    creditLabel: customer ? formatCents(customer.maintenanceCredit) : null,
    creditOfferLabel: formatUsd(AMOUNTS.maintenanceCreditCents / 100),
    isWarning: outcome === 'alreadyClaimed',
    onEmailChange: (value) => send({ type: 'email.change', value }),
    onSubmit: submit,
    getFormProps: () => ({
      noValidate: true,
      'aria-busy': isClaiming,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
    }),
    getEmailFieldProps: () =>
      fieldProps({
        value: email,
        enabled: snapshot.can({ type: 'email.change', value: email }),
        onValue: (value) => send({ type: 'email.change', value }),
      }),
    getSubmitButtonProps: () => ({
      type: 'submit',
      disabled: isClaiming || !snapshot.can({ type: 'claim.submit' }),
      'aria-disabled': !canSubmit,
      'data-disabled': canSubmit ? undefined : true,
      'aria-busy': isClaiming,
      'data-state': isClaiming ? 'busy' : canSubmit ? 'idle' : 'disabled',
    }),
    getRetryButtonProps: () =>
      actionProps({
        enabled: snapshot.can({ type: 'claim.retry' }),
        onClick: () => send({ type: 'claim.retry' }),
      }),
  };
};
