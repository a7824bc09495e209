/** View props of the claim-credit page. */
import type { SnapshotFrom } from 'xstate';
import type { ClaimCreditResponse } from '../../contract/api/credit';
import type { CreditClaimEvent, CreditClaimMachine } from './credit-claim.machine';

export type ClaimOutcome = 'reserved' | 'applied' | 'alreadyClaimed' | 'unable';

export interface CreditClaimView {
  email: string;
  isClaiming: boolean;
  /** The claim button: disabled while the email is empty or a claim is running. */
  canSubmit: boolean;
  outcome: ClaimOutcome | null;
  /** The server's message for the outcome. */
  message: string | null;
  /** The account the credit was applied to (applied only). */
  customer: ClaimCreditResponse['customer'] | null;
  /** Already claimed is shown in yellow, other failures as errors. */
  isWarning: boolean;
  onEmailChange: (value: string) => void;
  onSubmit: () => void;
}

const OUTCOMES: readonly ClaimOutcome[] = ['reserved', 'applied', 'alreadyClaimed', 'unable'];

export const connect = (
  snapshot: SnapshotFrom<CreditClaimMachine>,
  send: (event: CreditClaimEvent) => void,
): CreditClaimView => {
  const { email, answer } = snapshot.context;
  const isClaiming = snapshot.matches('claiming');
  const outcome = OUTCOMES.find((state) => snapshot.matches(state)) ?? null;
  return {
    email,
    isClaiming,
    canSubmit: !isClaiming && email.trim() !== '',
    outcome,
    message: outcome && answer ? answer.message : null,
    customer: outcome === 'applied' && answer && 'customer' in answer ? (answer.customer ?? null) : null,
    isWarning: outcome === 'alreadyClaimed',
    onEmailChange: (value) => send({ type: 'email.change', value }),
    onSubmit: () => send({ type: 'claim.submit' }),
  };
};
