/** View props of the onboarding modal. */
import type { SnapshotFrom } from 'xstate';
import { AMOUNTS, LIMITS, PACKAGES, type PackageId, type WebsitePackage } from '../../contract/catalogue';
import { hasRequiredAccountFields, type AccountField, type AccountForm } from '../shared/account-rules';
import type { OnboardingMachine } from './onboarding.machine';
import {
  characterCountHint,
  descriptionLength,
  upgradeOptions,
  type CharacterCountHint,
} from './onboarding.rules';
import type { DetailsField, OnboardingEvent } from './onboarding.types';

export const ONBOARDING_STEPS = ['account', 'package', 'payment', 'domain', 'details'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Which of the five steps each state shows. */
const STEP_OF: Record<string, OnboardingStep> = {
  account: 'account',
  creatingAccount: 'account',
  package: 'package',
  payment: 'payment',
  creatingPayment: 'payment',
  redirecting: 'payment',
  domain: 'domain',
  purchasingDomain: 'domain',
  details: 'details',
  submitting: 'details',
  creatingLogoPayment: 'details',
  completed: 'details',
};

export interface OnboardingView {
  isOpen: boolean;
  step: OnboardingStep | null;
  /** 1 to 5. */
  stepNumber: number;
  stepCount: number;
  /** A call or a timed hand-off is running: the step's buttons are disabled. */
  isBusy: boolean;
  isCompleted: boolean;
  account: AccountForm;
  canSubmitAccount: boolean;
  currentPackage: WebsitePackage;
  /** Only the packages priced above the one the modal opened with. */
  upgradeOptions: WebsitePackage[];
  domainName: string;
  projectDescription: string;
  inspirationWebsites: string;
  characterCount: number;
  characterCountHint: CharacterCountHint;
  canSubmitDetails: boolean;
  includeLogo: boolean;
  /** Cents. */
  logoPriceCents: number;
  onClose: () => void;
  onAccountChange: (field: AccountField, value: string) => void;
  onSubmitAccount: () => void;
  onSignInInstead: () => void;
  onChoosePackage: (packageId: PackageId) => void;
  onContinueToPayment: () => void;
  onStartPayment: () => void;
  onDomainChange: (value: string) => void;
  onPurchaseDomain: () => void;
  onSkipDomain: () => void;
  onDetailsChange: (field: DetailsField, value: string) => void;
  onLogoChange: (include: boolean) => void;
  onSubmitDetails: () => void;
}

const BUSY = [
  'creatingAccount',
  'creatingPayment',
  'redirecting',
  'purchasingDomain',
  'submitting',
  'creatingLogoPayment',
  'completed',
];

export const connect = (
  snapshot: SnapshotFrom<OnboardingMachine>,
  send: (event: OnboardingEvent) => void,
): OnboardingView => {
  const { context } = snapshot;
  const state = Object.keys(STEP_OF).find((name) => snapshot.matches({ open: name } as never)) ?? null;
  const step = state ? STEP_OF[state]! : null;
  const length = descriptionLength(context.projectDescription);
  const isBusy = state !== null && BUSY.includes(state);
  return {
    isOpen: step !== null,
    step,
    stepNumber: step ? ONBOARDING_STEPS.indexOf(step) + 1 : 0,
    stepCount: ONBOARDING_STEPS.length,
    isBusy,
    isCompleted: state === 'completed',
    account: context.account,
    canSubmitAccount:
      state === 'account' && hasRequiredAccountFields(context.account, { requireCompany: true }),
    currentPackage: PACKAGES[context.packageId],
    upgradeOptions: upgradeOptions(context.basePackage),
    domainName: context.domainName,
    projectDescription: context.projectDescription,
    inspirationWebsites: context.inspirationWebsites,
    characterCount: length,
    characterCountHint: characterCountHint(context.projectDescription),
    canSubmitDetails:
      state === 'details' && length >= LIMITS.descriptionMin && length <= LIMITS.descriptionMax,
    includeLogo: context.includeLogo,
    logoPriceCents: AMOUNTS.logoCents,
    onClose: () => send({ type: 'onboarding.close' }),
    onAccountChange: (field, value) => send({ type: 'account.change', field, value }),
    onSubmitAccount: () => send({ type: 'account.submit' }),
    onSignInInstead: () => send({ type: 'signIn.instead' }),
    onChoosePackage: (packageId) => send({ type: 'package.choose', packageId }),
    onContinueToPayment: () => send({ type: 'package.continue' }),
    onStartPayment: () => send({ type: 'payment.start' }),
    onDomainChange: (value) => send({ type: 'domain.change', value }),
    onPurchaseDomain: () => send({ type: 'domain.purchase' }),
    onSkipDomain: () => send({ type: 'domain.skip' }),
    onDetailsChange: (field, value) => send({ type: 'details.change', field, value }),
    onLogoChange: (include) => send({ type: 'logo.change', include }),
    onSubmitDetails: () => send({ type: 'details.submit' }),
  };
};
