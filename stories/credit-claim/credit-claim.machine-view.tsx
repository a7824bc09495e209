/** The credit claim machine's view: its states of interest become stories of the real claim-credit card. */
import {
  connectCreditClaim,
  creditClaimFakes,
  creditClaimMachine,
  creditClaimStatesOfInterest,
} from '@machines/credit-claim';
import { ClaimCreditCard } from '@src/features/credit-claim/claim-credit-card.view';
import { defineMachineView } from '../support/state-story';

export const machineView = defineMachineView({
  machine: creditClaimMachine,
  statesOfInterest: creditClaimStatesOfInterest,
  fakes: creditClaimFakes,
  connect: connectCreditClaim,
  View: ClaimCreditCard,
});
