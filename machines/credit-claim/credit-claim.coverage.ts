/** How the coverage suite explores the credit claim. */
import type { CoverageSpec } from '../testing/coverage';
import { claimAnswers } from './credit-claim.fakes';
import { creditClaimMachine, type CreditClaimMachine } from './credit-claim.machine';

export const creditClaimCoverage: CoverageSpec<CreditClaimMachine> = {
  name: 'creditClaim',
  machine: creditClaimMachine,
  inputs: [{ queryEmail: null }, { queryEmail: 'ada@example.com' }],
  events: { 'email.change': [{ type: 'email.change', value: 'ada@example.com' }] },
  outcomes: { claimCredit: { done: Object.values(claimAnswers) } },
};
