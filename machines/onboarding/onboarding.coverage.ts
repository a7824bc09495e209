/** How the coverage suite explores onboarding. */
import { LIMITS } from '@contract/catalogue';
import { isPasswordTooShort, passwordsDiffer } from '../shared/account-rules';
import type { CoverageSpec } from '../testing/coverage';
import { sampleCustomer, sampleDescription } from '../testing/fixtures';
import { onboardingMachine, type OnboardingMachine } from './onboarding.machine';
import { descriptionLength } from './onboarding.rules';
import { fillAccount, returningAfterPayment, returningSignedOut, visitor } from './onboarding.states';

const description = (length: number) =>
  ({ type: 'details.change', field: 'projectDescription', value: sampleDescription(length) }) as const;

export const onboardingCoverage: CoverageSpec<OnboardingMachine> = {
  name: 'onboarding',
  machine: onboardingMachine,
  inputs: [visitor, returningAfterPayment, returningSignedOut],
  events: {
    'onboarding.open': [{ type: 'onboarding.open', packageId: 'professional' }],
    'session.change': [
      { type: 'session.change', customer: sampleCustomer },
      { type: 'session.change', customer: null },
    ],
    'account.change': [
      ...fillAccount,
      { type: 'account.change', field: 'confirmPassword', value: 'different' },
      { type: 'account.change', field: 'password', value: 'short' },
    ],
    'package.choose': [{ type: 'package.choose', packageId: 'platinum' }],
    'domain.change': [{ type: 'domain.change', value: 'acme.com' }],
    'details.change': [
      description(10),
      description(LIMITS.descriptionMin),
      description(LIMITS.descriptionMax + 1),
    ],
    'logo.change': [{ type: 'logo.change', include: true }],
  },
  outcomes: {
    register: { done: [{ token: 'tok_new', customer: sampleCustomer }] },
    createPayment: { done: [{ paymentUrl: '/checkout/package' }] },
    createProject: { done: [{ id: 'prj_1' }] },
    createLogoPayment: {
      done: [{ paymentUrl: '/checkout/logo' }],
      error: [{ status: 402, message: 'Payment refused' }, new TypeError('Failed to fetch')],
    },
  },
  // What the guards read, instead of every character typed.
  project: (context) => ({
    signedIn: context.customer !== null,
    paymentCompleted: context.paymentCompleted,
    openOnStart: context.openOnStart,
    packageId: context.packageId,
    account: {
      filled: [
        context.account.firstName,
        context.account.lastName,
        context.account.email,
        context.account.company,
      ].map((value) => value !== ''),
      differ: passwordsDiffer(context.account),
      short: isPasswordTooShort(context.account),
    },
    domain: context.domainName !== '',
    description:
      Math.sign(descriptionLength(context.projectDescription) - LIMITS.descriptionMin) +
      Math.sign(descriptionLength(context.projectDescription) - LIMITS.descriptionMax),
    includeLogo: context.includeLogo,
    projectId: context.projectId,
  }),
};
