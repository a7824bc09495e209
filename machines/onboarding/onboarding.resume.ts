/**
 * Resuming an onboarding that a reload or a closed tab interrupted (issue 9, beyond the spec): the
 * app keeps the machine's persisted snapshot, reduced to its step and what was typed, never the
 * passwords, and starts the machine from it on the next visit. Pure: the app's adapter reads and
 * writes it.
 */
import type { Snapshot, SnapshotFrom } from 'xstate';
import { isPackageId, type PackageId } from '@contract/catalogue';
import { emptyAccountForm, type AccountForm } from '../shared/account-rules';
import { ONBOARDING_STEPS, type OnboardingStep } from './onboarding.connect';
import { onboardingMachine, type OnboardingMachine } from './onboarding.machine';
import { DEFAULT_PACKAGE } from './onboarding.setup';
import type { OnboardingContext, OnboardingCustomer, OnboardingInput } from './onboarding.types';

/** Bumped when the draft's shape changes: an older draft is then dropped, not misread. */
export const DRAFT_VERSION = 1;

/** The account fields a draft keeps: everything but the passwords. */
export type DraftAccount = Omit<AccountForm, 'password' | 'confirmPassword'>;

/** What the browser keeps: the snapshot's step and the context a person typed or chose. */
export interface OnboardingDraft {
  version: typeof DRAFT_VERSION;
  step: OnboardingStep;
  context: Pick<
    OnboardingContext,
    'basePackage' | 'packageId' | 'domainName' | 'projectDescription' | 'inspirationWebsites' | 'includeLogo'
  > & { account: DraftAccount };
}

/**
 * The step a state resumes at. A call or a timed hand-off resumes before it (the call is made again
 * by the visitor, never replayed on its own); once the project is saved there is nothing to resume.
 */
const RESUMES_AT: Readonly<Record<string, OnboardingStep>> = {
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
};

/** The draft of a snapshot, or null when nothing is in progress (closed, or the project saved). */
export const draftOf = (snapshot: SnapshotFrom<OnboardingMachine>): OnboardingDraft | null => {
  const state = Object.keys(RESUMES_AT).find((name) => snapshot.matches({ open: name } as never));
  if (!state) return null;
  const { context } = snapshot;
  const { password: _password, confirmPassword: _confirmPassword, ...account } = context.account;
  return {
    version: DRAFT_VERSION,
    step: RESUMES_AT[state]!,
    context: {
      basePackage: context.basePackage,
      packageId: context.packageId,
      account,
      domainName: context.domainName,
      projectDescription: context.projectDescription,
      inspirationWebsites: context.inspirationWebsites,
      includeLogo: context.includeLogo,
    },
  };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A stored draft read back, checked field by field (storage is the browser's, anything may be
 * there); null when it is not a draft of this version.
 */
export const parseDraft = (stored: unknown): OnboardingDraft | null => {
  if (!isRecord(stored) || stored.version !== DRAFT_VERSION || !isRecord(stored.context)) return null;
  const { step, context } = stored;
  if (!ONBOARDING_STEPS.includes(step as OnboardingStep)) return null;
  if (!isPackageId(context.basePackage) || !isPackageId(context.packageId)) return null;
  const account = isRecord(context.account) ? context.account : {};
  return {
    version: DRAFT_VERSION,
    step: step as OnboardingStep,
    context: {
      basePackage: context.basePackage,
      packageId: context.packageId,
      account: {
        firstName: text(account.firstName),
        lastName: text(account.lastName),
        email: text(account.email),
        company: text(account.company),
        phone: text(account.phone),
      },
      domainName: text(context.domainName),
      projectDescription: text(context.projectDescription),
      inspirationWebsites: text(context.inspirationWebsites),
      includeLogo: context.includeLogo === true,
    },
  };
};

export interface OnboardingStartFacts {
  /** The stored draft, as read (parsed here). */
  storedDraft: unknown;
  customer: OnboardingCustomer | null;
  /** The stored payment-completed flag is 'true'. */
  paymentCompleted: boolean;
  /** The address carries #complete-details. */
  completeDetails: boolean;
  /** The stored payment-package (the success page's `package` parameter). */
  paidPackage: string | null;
  /**
   * A draft may reopen on this page. Not on the pages a purchase passes through (the checkout,
   * the success page), where the dialog would cover what the visitor came for.
   */
  resumeHere: boolean;
  /**
   * Onboarding was in progress in this tab (a reload): a draft resumes in place. On another visit
   * it waits to be asked for ("continue your project").
   */
  inThisTab: boolean;
  /** The visitor dismissed that prompt in this visit: the draft is kept and not offered again. */
  promptDismissed: boolean;
}

/** A draft offered on a new visit: where it resumes when the visitor asks for it. */
export interface OnboardingOffer {
  snapshot: Snapshot<unknown>;
  step: OnboardingStep;
}

export interface OnboardingStart {
  input: OnboardingInput;
  /** The snapshot to start from when a draft resumes. */
  snapshot?: Snapshot<unknown>;
  /** A draft is waiting for another page: the starting (closed) state must not replace it. */
  keepDraft?: true;
  /** A draft from an earlier visit, offered instead of reopened. */
  offered?: OnboardingOffer;
}

/**
 * How onboarding starts on this page. The return from a payment (#complete-details with the flag)
 * opens at the domain step, as the spec says, and so does a draft left at the payment step whose
 * payment has completed since. Otherwise a draft resumes at its step: an account step once signed
 * in moves on to the package, a later step without a session goes back to the account. It resumes
 * in place after a reload of the tab it was typed in; on a later visit it is offered (issue 19).
 */
export const startOnboarding = ({
  storedDraft,
  customer,
  paymentCompleted,
  completeDetails,
  paidPackage,
  resumeHere,
  inThisTab,
  promptDismissed,
}: OnboardingStartFacts): OnboardingStart => {
  const draft = parseDraft(storedDraft);
  const fresh = { customer, paymentCompleted, openWith: null };
  if (!resumeHere) return draft ? { input: fresh, keepDraft: true } : { input: fresh };
  const paidFor = (fallback: PackageId) => ({ packageId: isPackageId(paidPackage) ? paidPackage : fallback });

  if (completeDetails && paymentCompleted) {
    return { input: { ...fresh, openWith: paidFor(draft?.context.packageId ?? DEFAULT_PACKAGE) } };
  }
  if (!draft) return { input: fresh };
  if (paymentCompleted && customer && (draft.step === 'package' || draft.step === 'payment')) {
    return { input: { ...fresh, openWith: paidFor(draft.context.packageId) } };
  }

  let step = draft.step;
  if (step === 'account' && customer) step = 'package';
  if (step !== 'account' && !customer) step = 'account';
  const context: OnboardingContext = {
    ...draft.context,
    account: { ...emptyAccountForm, ...draft.context.account },
    customer,
    paymentCompleted,
    openOnStart: false,
    projectId: null,
  };
  const snapshot = onboardingMachine.resolveState({ value: { open: step }, context }) as Snapshot<unknown>;
  if (inThisTab) return { input: fresh, snapshot };
  if (promptDismissed) return { input: fresh, keepDraft: true };
  return { input: fresh, keepDraft: true, offered: { snapshot, step } };
};
