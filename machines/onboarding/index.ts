export * from './onboarding.machine';
export { onboardingToasts } from './onboarding.toasts';
export {
  characterCountHint,
  toProjectDraft,
  upgradeOptions,
  type CharacterCountHint,
} from './onboarding.rules';
export {
  ONBOARDING_STEPS,
  connect as connectOnboarding,
  type OnboardingActivity,
  type OnboardingStep,
  type OnboardingView,
} from './onboarding.connect';
export { statesOfInterest as onboardingStatesOfInterest } from './onboarding.states';
export { onboardingFakes } from './onboarding.fakes';
export {
  DRAFT_VERSION,
  draftOf,
  parseDraft,
  startOnboarding,
  type OnboardingDraft,
  type OnboardingOffer,
  type OnboardingStart,
  type OnboardingStartFacts,
} from './onboarding.resume';
