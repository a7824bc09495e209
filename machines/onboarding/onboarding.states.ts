/** Onboarding's states worth a story each. */
import { LIMITS } from '@contract/catalogue';
import { emptyAccountForm, type AccountField } from '../shared/account-rules';
import { timePasses, type StateOfInterest } from '../shared/states-of-interest';
import { sampleCustomer, sampleDescription } from '../testing/fixtures';
import { TIMINGS } from '../timings';
import type { OnboardingEvent, OnboardingInput } from './onboarding.types';

type Entry = StateOfInterest<OnboardingEvent, OnboardingInput>;

export const visitor: OnboardingInput = { customer: null, paymentCompleted: false, openWith: null };
export const signedIn: OnboardingInput = {
  customer: sampleCustomer,
  paymentCompleted: false,
  openWith: null,
};
/** The #complete-details return after paying for the Professional package. */
export const returningAfterPayment: OnboardingInput = {
  customer: sampleCustomer,
  paymentCompleted: true,
  openWith: { packageId: 'professional' },
};

/** The same return without a session: it expired during the payment, or another browser paid. */
export const returningSignedOut: OnboardingInput = { ...returningAfterPayment, customer: null };

export const validAccount: Record<AccountField, string> = {
  ...emptyAccountForm,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  password: 'secret1',
  confirmPassword: 'secret1',
};

type AccountChange = Extract<OnboardingEvent, { type: 'account.change' }>;

export const fillAccount: AccountChange[] = Object.entries(validAccount)
  .filter(([, value]) => value !== '')
  .map(([field, value]) => ({ type: 'account.change', field: field as AccountField, value }));

const open: OnboardingEvent = { type: 'onboarding.open', packageId: 'startup' };
export const describeProject: OnboardingEvent = {
  type: 'details.change',
  field: 'projectDescription',
  value: sampleDescription(LIMITS.descriptionMin),
};

export const statesOfInterest: readonly Entry[] = [
  { name: 'Closed', description: 'Nothing shown.', input: visitor, events: [], expected: { closed: 'idle' } },
  {
    name: 'Step 1: account',
    description: 'A visitor starts with the account.',
    input: visitor,
    events: [open],
    expected: { open: 'account' },
  },
  {
    name: 'Creating the account',
    description: 'The registration is running.',
    input: visitor,
    events: [open, ...fillAccount, { type: 'account.submit' }],
    answers: { register: 'pending' },
    expected: { open: 'creatingAccount' },
  },
  {
    name: 'Step 2: package',
    description: 'Signed in: the packages above Startup.',
    input: signedIn,
    events: [open],
    expected: { open: 'package' },
  },
  {
    name: 'Step 3: payment',
    description: 'Ready to create the payment link.',
    input: signedIn,
    events: [open, { type: 'package.choose', packageId: 'enterprise' }, { type: 'package.continue' }],
    expected: { open: 'payment' },
  },
  {
    name: 'Redirecting to payment',
    description: 'The payment link was created; the browser leaves.',
    input: signedIn,
    events: [open, { type: 'package.continue' }, { type: 'payment.start' }],
    expected: { open: 'redirecting' },
  },
  {
    name: 'Paid, signed out: sign in',
    description: 'Back from the payment without a session: the login opens for the account that paid.',
    input: returningSignedOut,
    events: [],
    expected: { closed: 'awaitingSignIn' },
  },
  {
    name: 'Step 4: domain',
    description: 'Back from the payment: the domain step.',
    input: returningAfterPayment,
    events: [],
    expected: { open: 'domain' },
  },
  {
    name: 'Purchasing the domain',
    description: 'The registrar opened; the details step follows in 2 s.',
    input: returningAfterPayment,
    events: [{ type: 'domain.change', value: 'acme.com' }, { type: 'domain.purchase' }],
    expected: { open: 'purchasingDomain' },
  },
  {
    name: 'Step 5: details',
    description: 'The description with its live counter.',
    input: returningAfterPayment,
    events: [
      { type: 'domain.skip' },
      { type: 'details.change', field: 'projectDescription', value: 'Too short' },
    ],
    expected: { open: 'details' },
  },
  {
    name: 'Submitting',
    description: 'The project is being saved.',
    input: returningAfterPayment,
    events: [{ type: 'domain.skip' }, describeProject, { type: 'details.submit' }],
    answers: { createProject: 'pending' },
    expected: { open: 'submitting' },
  },
  {
    name: 'Submitted with a logo',
    description: 'The logo payment opened in a new tab; the modal closes in 2 s.',
    input: returningAfterPayment,
    events: [
      { type: 'domain.skip' },
      describeProject,
      { type: 'logo.change', include: true },
      { type: 'details.submit' },
    ],
    expected: { open: 'completed' },
  },
  {
    name: 'Closed after submitting',
    description: 'Reset to step 1 and closed.',
    input: returningAfterPayment,
    events: [
      { type: 'domain.skip' },
      describeProject,
      { type: 'details.submit' },
      timePasses(TIMINGS.onboardingCloseAfterSubmit),
    ],
    expected: { closed: 'idle' },
  },
];
