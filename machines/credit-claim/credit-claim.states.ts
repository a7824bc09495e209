/** The claim-credit page's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import { claimAnswers } from './credit-claim.fakes';
import type { CreditClaimEvent, CreditClaimInput } from './credit-claim.machine';

type Entry = StateOfInterest<CreditClaimEvent, CreditClaimInput>;
const fromQuery: CreditClaimInput = { queryEmail: 'ada@example.com' };

export const statesOfInterest: readonly Entry[] = [
  {
    name: 'Empty form',
    description: 'No email in the address: the button is disabled.',
    input: { queryEmail: null },
    events: [],
    expected: 'editing',
  },
  {
    name: 'Claiming',
    description: 'The claim is running.',
    input: fromQuery,
    events: [],
    answers: { claimCredit: 'pending' },
    expected: 'claiming',
  },
  {
    name: 'Credit applied',
    description: 'An existing account got the credit; signed in or by a signed link, greeted by name.',
    input: fromQuery,
    events: [],
    expected: 'applied',
  },
  {
    name: 'Credit applied anonymously',
    description: 'Not signed in and no signed link: the email and the credit, no name (decision 29).',
    input: fromQuery,
    events: [],
    answers: { claimCredit: { output: claimAnswers.appliedAnonymously } },
    expected: 'applied',
  },
  {
    name: 'Credit reserved',
    description: "No account yet: 'Create Account & Claim Credit'.",
    input: fromQuery,
    events: [],
    answers: { claimCredit: { output: claimAnswers.reserved } },
    expected: 'reserved',
  },
  {
    name: 'Already claimed',
    description: 'Yellow: the credit was used or reserved before.',
    input: fromQuery,
    events: [],
    answers: { claimCredit: { output: claimAnswers.alreadyClaimed } },
    expected: 'alreadyClaimed',
  },
  {
    name: 'Unable to claim',
    description: 'Another refusal, shown as an error.',
    input: fromQuery,
    events: [],
    answers: { claimCredit: { output: claimAnswers.unable } },
    expected: 'unable',
  },
];
