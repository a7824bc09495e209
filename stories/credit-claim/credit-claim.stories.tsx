import type { Meta } from '@storybook/react-vite';
import { ClaimCreditCard } from '../../src/features/credit-claim/claim-credit-card.view';
import { stateStory } from '../support/state-story';
import { creditClaimStates } from './credit-claim.states';

/** Every state of interest of the credit claim (machines/credit-claim/credit-claim.states.ts). */
const meta = {
  title: 'Claim credit/States',
  component: ClaimCreditCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClaimCreditCard>;

export default meta;

export const EmptyForm = stateStory(creditClaimStates, 'Empty form');
export const Claiming = stateStory(creditClaimStates, 'Claiming');
export const CreditApplied = stateStory(creditClaimStates, 'Credit applied');
export const CreditAppliedAnonymously = stateStory(creditClaimStates, 'Credit applied anonymously');
export const CreditReserved = stateStory(creditClaimStates, 'Credit reserved');
export const AlreadyClaimed = stateStory(creditClaimStates, 'Already claimed');
export const UnableToClaim = stateStory(creditClaimStates, 'Unable to claim');
