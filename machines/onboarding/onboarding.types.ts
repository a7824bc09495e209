/** Context, events, input and service payloads of the onboarding flow. */
import type { PackageId } from '../../contract/catalogue';
import type { AccountField, AccountForm } from '../shared/account-rules';

/** What onboarding needs of the signed-in customer. */
export interface OnboardingCustomer {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
}

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

export interface CreatePaymentInput {
  /** Whole dollars (decision 4). */
  amount: number;
  packageType: PackageId;
}

/** What onboarding knows of the project; the app fills the contract's other fields. */
export interface OnboardingProjectDraft {
  clientName: string;
  clientEmail: string;
  companyName: string;
  domainName?: string;
  businessDescription: string;
  inspirationWebsites?: string;
  packageType: PackageId;
  /** Cents: the package price × 100. */
  totalAmount: number;
  status: 'pending';
  includeLogo: boolean;
  /** Cents. */
  logoAmount: number;
}

export interface PaymentUrl {
  paymentUrl: string;
}
