/** Context, events, input and service payloads of the onboarding flow. */
import type { PackageId } from '@contract/catalogue';
import type { Customer } from '@contract/entities';
import type { BodyOf } from '@contract/routes';
import type { AccountField, AccountForm } from '../shared/account-rules';

/** What onboarding needs of the signed-in customer. */
export type OnboardingCustomer = Pick<Customer, 'firstName' | 'lastName' | 'email' | 'company'>;

export interface OnboardingInput {
  /** The signed-in customer, if any. */
  customer: OnboardingCustomer | null;
  /** The stored payment-completed flag is 'true'. */
  paymentCompleted: boolean;
  /** Open at once: the #complete-details return after a payment, with the package paid for. */
  openWith: { packageId: PackageId } | null;
}

export type DetailsField = 'projectDescription' | 'inspirationWebsites';

export interface OnboardingContext {
  customer: OnboardingCustomer | null;
  paymentCompleted: boolean;
  openOnStart: boolean;
  /** The package the modal was opened with: step 2 offers the packages above it. */
  basePackage: PackageId;
  packageId: PackageId;
  account: AccountForm;
  domainName: string;
  projectDescription: string;
  inspirationWebsites: string;
  includeLogo: boolean;
  projectId: string | null;
}

export type OnboardingEvent =
  /** openQuickOnboarding (with the package), openForm or 'Start Your Project'. */
  | { type: 'onboarding.open'; packageId?: PackageId }
  | { type: 'onboarding.close' }
  /** The visitor signed in or out elsewhere. */
  | { type: 'session.change'; customer: OnboardingCustomer | null }
  | { type: 'account.change'; field: AccountField; value: string }
  | { type: 'account.submit' }
  | { type: 'signIn.instead' }
  | { type: 'package.choose'; packageId: PackageId }
  /** 'Continue to Payment'. */
  | { type: 'package.continue' }
  | { type: 'payment.start' }
  | { type: 'domain.change'; value: string }
  /** 'Purchase Domain'. */
  | { type: 'domain.purchase' }
  /** 'Skip Domain for Now'. */
  | { type: 'domain.skip' }
  | { type: 'details.change'; field: DetailsField; value: string }
  | { type: 'logo.change'; include: boolean }
  | { type: 'details.submit' };

/**
 * The required project fields onboarding does not ask for (the spec leaves them to the app), and
 * the tracking the app adds to every call. Everything else of the contract's body is the draft's,
 * so a required field the contract adds breaks this build until onboarding answers it.
 */
export type AppFilledProjectField = 'websiteType' | 'pagesNeeded' | 'featuresNeeded' | 'tracking';

/** What onboarding knows of the project: the contract's body less what the app fills. */
export type OnboardingProjectDraft = Omit<BodyOf<'createProject'>, AppFilledProjectField>;
