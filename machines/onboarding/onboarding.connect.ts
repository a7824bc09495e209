/** View props of the onboarding modal. */
import type { SnapshotFrom } from 'xstate';
import { AMOUNTS, LIMITS, PACKAGES, type PackageId, type WebsitePackage } from '@contract/catalogue';
import { hasRequiredAccountFields, type AccountField, type AccountForm } from '../shared/account-rules';
import type { OnboardingMachine } from './onboarding.machine';
import {
  characterCountHint,
  descriptionLength,
  upgradeOptions,
  type CharacterCountHint,
} from './onboarding.rules';
import type { DetailsField, OnboardingCustomer, OnboardingEvent } from './onboarding.types';

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

/** What is running inside a step: a call, a timed hand-off, or the browser leaving. */
export type OnboardingActivity =
  | 'creatingAccount'
  | 'creatingPayment'
  | 'redirecting'
  | 'purchasingDomain'
  | 'submitting'
  | 'creatingLogoPayment'
  | 'completed';

export interface OnboardingView {
  isOpen: boolean;
  step: OnboardingStep | null;
  /** 1 to 5. */
  stepNumber: number;
  stepCount: number;
  /** A call or a timed hand-off is running: the step's buttons are disabled. */
  isBusy: boolean;
  /** Which call or hand-off is running, for the busy button's label; null when none. */
  activity: OnboardingActivity | null;
  isCompleted: boolean;
  account: AccountForm;
  canSubmitAccount: boolean;
  currentPackage: WebsitePackage;
  /** Only the packages priced above the one the modal opened with. */
  upgradeOptions: WebsitePackage[];
  /** What step 2 lets the visitor pick: the package the modal opened with, then its upgrades. */
  offeredPackages: WebsitePackage[];
  domainName: string;
  projectDescription: string;
  inspirationWebsites: string;
  characterCount: number;
  characterCountHint: CharacterCountHint;
  canSubmitDetails: boolean;
  includeLogo: boolean;
  /** Cents. */
  logoPriceCents: number;
  /** openQuickOnboarding, openForm, a package chosen: opens (with that package, else Startup). */
  onOpen: (packageId?: PackageId) => void;
  onClose: () => void;
  /** The visitor signed in or out elsewhere on the page. */
  onSessionChange: (customer: OnboardingCustomer | null) => void;
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

const BUSY: readonly string[] = [
  'creatingAccount',
  'creatingPayment',
  'redirecting',
  'purchasingDomain',
  'submitting',
  'creatingLogoPayment',
  'completed',
] satisfies OnboardingActivity[];

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
    activity: isBusy ? (state as OnboardingActivity) : null,
    isCompleted: state === 'completed',
    account: context.account,
    canSubmitAccount:
      state === 'account' && hasRequiredAccountFields(context.account, { requireCompany: true }),
    currentPackage: PACKAGES[context.packageId],
    upgradeOptions: upgradeOptions(context.basePackage),
    offeredPackages: [PACKAGES[context.basePackage], ...upgradeOptions(context.basePackage)],
    domainName: context.domainName,
    projectDescription: context.projectDescription,
    inspirationWebsites: context.inspirationWebsites,
    characterCount: length,
    characterCountHint: characterCountHint(context.projectDescription),
    canSubmitDetails:
      state === 'details' && length >= LIMITS.descriptionMin && length <= LIMITS.descriptionMax,
    includeLogo: context.includeLogo,
    logoPriceCents: AMOUNTS.logoCents,
    onOpen: (packageId) => send({ type: 'onboarding.open', ...(packageId ? { packageId } : {}) }),
    onClose: () => send({ type: 'onboarding.close' }),
    onSessionChange: (customer) => send({ type: 'session.change', customer }),
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
