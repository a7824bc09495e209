export * from './credit-claim.machine';
export {
  connect as connectCreditClaim,
  type ClaimOutcome,
  type CreditClaimView,
} from './credit-claim.connect';
export { statesOfInterest as creditClaimStatesOfInterest } from './credit-claim.states';
export { creditClaimFakes } from './credit-claim.fakes';
