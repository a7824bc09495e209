/** The credit claim machine's states of interest, as stories of the real claim-credit card. */
import {
  connectCreditClaim,
  creditClaimFakes,
  creditClaimMachine,
  creditClaimStatesOfInterest,
  type CreditClaimMachine,
  type CreditClaimView,
} from '../../machines/credit-claim';
import { ClaimCreditCard } from '../../src/features/credit-claim/claim-credit-card.view';
import { showMachineToast } from '../../src/app/show-machine-toast';
import type { MachineStates } from '../support/state-story';

export const creditClaimStates: MachineStates<CreditClaimMachine, CreditClaimView> = {
  machine: creditClaimMachine,
  statesOfInterest: creditClaimStatesOfInterest,
  fakes: creditClaimFakes,
  connect: connectCreditClaim,
  View: ClaimCreditCard,
  implementations: { actions: { showToast: (_, params) => showMachineToast(params) } },
};
