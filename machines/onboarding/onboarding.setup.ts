/**
 * Onboarding's implementations by name: services, side effects (the app replaces the no-ops with
 * `machine.provide`), context updates, guards and delays.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AuthResponse } from '@contract/api/auth';
import type { CreateProjectResponse } from '@contract/api/projects';
import { LIMITS, type PackageId } from '@contract/catalogue';
import type { BodyOf, ResponseOf } from '@contract/routes';
import {
  emptyAccountForm,
  hasRequiredAccountFields,
  isPasswordTooShort,
  passwordsDiffer,
  type AccountField,
} from '../shared/account-rules';
import { isServerRefusal } from '../shared/errors';
import type { ToastParams } from '../shared/toast';
import { TIMINGS } from '../timings';
import { descriptionLength, isOfferedPackage } from './onboarding.rules';
import type {
  DetailsField,
  OnboardingContext,
  OnboardingCustomer,
  OnboardingEvent,
  OnboardingInput,
  OnboardingProjectDraft,
} from './onboarding.types';

export const DEFAULT_PACKAGE: PackageId = 'startup';

/** Everything a close forgets; the session and the stored flag are not the form's. */
export const blankForm = {
  account: emptyAccountForm,
  domainName: '',
  projectDescription: '',
  inspirationWebsites: '',
  includeLogo: false,
  projectId: null,
} satisfies Partial<OnboardingContext>;

export const onboardingSetup = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
  },
  actors: {
    register: fromPromise<AuthResponse, BodyOf<'register'>>(async () => {
      throw new Error('register is provided by the app');
    }),
    createPayment: fromPromise<ResponseOf<'createPaymentIntent'>, BodyOf<'createPaymentIntent'>>(async () => {
      throw new Error('createPayment is provided by the app');
    }),
    /** The app completes the draft with the fields onboarding does not ask for. */
    createProject: fromPromise<CreateProjectResponse, OnboardingProjectDraft>(async () => {
      throw new Error('createProject is provided by the app');
    }),
    createLogoPayment: fromPromise<ResponseOf<'createLogoPayment'>, BodyOf<'createLogoPayment'>>(async () => {
      throw new Error('createLogoPayment is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: store the new account's token and sign the visitor in everywhere. */
    adoptSession: (_, _params: AuthResponse) => {},
    /** App: store the account-created flag (it stops the sales popups). */
    recordAccountCreated: () => {},
    /** App: store the payment-started marker. */
    recordPaymentStarted: (_, _params: { packageId: PackageId; amount: number }) => {},
    /** App: send the browser to the payment page. */
    redirectToPayment: (_, _params: { url: string }) => {},
    /** App: remove the payment-completed flag. */
    clearPaymentCompletedFlag: () => {},
    /** App: open the domain registrar in a new tab. */
    openDomainRegistrar: (_, _params: { domainName: string }) => {},
    /** App: open the logo payment in a new tab. */
    openInNewTab: (_, _params: { url: string }) => {},
    /** Funnel: the modal is on screen (the tour steps aside, no popup opens over it). */
    announceOpened: () => {},
    /** Funnel: the modal is gone. */
    announceClosed: () => {},
    /** App: dispatch openCustomerLogin. */
    dispatchOpenCustomerLogin: () => {},
    /** App: close the customer login this machine asked for (the modal takes its place). */
    closeCustomerLogin: () => {},
    openWithPackage: assign((_, { packageId }: { packageId?: PackageId }) => ({
      basePackage: packageId ?? DEFAULT_PACKAGE,
      packageId: packageId ?? DEFAULT_PACKAGE,
      openOnStart: false,
    })),
    forgetPaymentCompleted: assign({ paymentCompleted: false }),
    keepClosedOnStart: assign({ openOnStart: false }),
    setCustomer: assign({
      customer: (_, params: { customer: OnboardingCustomer | null }) => params.customer,
    }),
    setAccountField: assign({
      account: ({ context }, { field, value }: { field: AccountField; value: string }) => ({
        ...context.account,
        [field]: value,
      }),
    }),
    choosePackage: assign({ packageId: (_, params: { packageId: PackageId }) => params.packageId }),
    setDomainName: assign({ domainName: (_, params: { value: string }) => params.value }),
    setDetailsField: assign(({ context }, { field, value }: { field: DetailsField; value: string }) => ({
      ...context,
      [field]: value,
    })),
    setIncludeLogo: assign({ includeLogo: (_, params: { include: boolean }) => params.include }),
    setProjectId: assign({ projectId: (_, params: { id: string }) => params.id }),
    reset: assign(blankForm),
  },
  guards: {
    shouldOpenOnStart: ({ context }) => context.openOnStart,
    hasPaidSignedOutOnStart: ({ context }) =>
      context.openOnStart && context.paymentCompleted && context.customer === null,
    isSigningIn: (_, { customer }: { customer: OnboardingCustomer | null }) => customer !== null,
    isSignedInAfterPayment: ({ context }) => context.customer !== null && context.paymentCompleted,
    isSignedIn: ({ context }) => context.customer !== null,
    passwordsDiffer: ({ context }) => passwordsDiffer(context.account),
    isPasswordTooShort: ({ context }) => isPasswordTooShort(context.account),
    hasAccountFields: ({ context }) => hasRequiredAccountFields(context.account, { requireCompany: true }),
    isOfferedPackage: ({ context }, { packageId }: { packageId: PackageId }) =>
      isOfferedPackage(context.basePackage, packageId),
    hasDomainName: ({ context }) => context.domainName.trim() !== '',
    isDescriptionTooShort: ({ context }) =>
      descriptionLength(context.projectDescription) < LIMITS.descriptionMin,
    isDescriptionTooLong: ({ context }) =>
      descriptionLength(context.projectDescription) > LIMITS.descriptionMax,
    includesLogo: ({ context }) => context.includeLogo,
    isServerRefusal: (_, params: { error: unknown }) => isServerRefusal(params.error),
  },
  delays: {
    signInInsteadEvent: TIMINGS.signInInsteadEvent,
    domainPurchaseAdvance: TIMINGS.domainPurchaseAdvance,
    onboardingCloseAfterSubmit: TIMINGS.onboardingCloseAfterSubmit,
  },
});
