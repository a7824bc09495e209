/**
 * The five-step onboarding modal (spec part 2 §4, §5, §8): account → package → payment → domain →
 * details. A signed-in visitor skips to the package, or to the domain when the payment-completed
 * flag is set (the flag is then cleared). Closing resets everything; 'Sign In Instead' closes and
 * asks for the customer login 100 ms later.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AuthResponse } from '../../contract/api/auth';
import type { CreateProjectResponse } from '../../contract/api/projects';
import { LIMITS, PACKAGES, type PackageId } from '../../contract/catalogue';
import {
  emptyAccountForm,
  hasRequiredAccountFields,
  isPasswordTooShort,
  passwordsDiffer,
  toRegisterInput,
  type AccountField,
  type RegisterInput,
} from '../shared/account-rules';
import { isServerRefusal } from '../shared/errors';
import type { ToastParams } from '../shared/toast';
import { TIMINGS } from '../timings';
import { descriptionLength, isOfferedPackage, toProjectDraft } from './onboarding.rules';
import {
  accountCreationFailed,
  onboardingToasts as toasts,
  paymentSetupFailed,
  saveFailed,
} from './onboarding.toasts';
import type {
  CreatePaymentInput,
  DetailsField,
  OnboardingContext,
  OnboardingCustomer,
  OnboardingEvent,
  OnboardingInput,
  OnboardingProjectDraft,
  PaymentUrl,
} from './onboarding.types';

export type * from './onboarding.types';

const DEFAULT_PACKAGE: PackageId = 'startup';

/** Everything a close forgets; the session and the stored flag are not the form's. */
const blankForm = {
  account: emptyAccountForm,
  domainName: '',
  projectDescription: '',
  inspirationWebsites: '',
  includeLogo: false,
  projectId: null,
} satisfies Partial<OnboardingContext>;

const toast = (params: ToastParams) => ({ type: 'showToast', params }) as const;

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
  },
  actors: {
    register: fromPromise<AuthResponse, RegisterInput>(async () => {
      throw new Error('register is provided by the app');
    }),
    createPayment: fromPromise<PaymentUrl, CreatePaymentInput>(async () => {
      throw new Error('createPayment is provided by the app');
    }),
    createProject: fromPromise<CreateProjectResponse, OnboardingProjectDraft>(async () => {
      throw new Error('createProject is provided by the app');
    }),
    createLogoPayment: fromPromise<PaymentUrl, { projectId: string }>(async () => {
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
    /** App: dispatch openCustomerLogin. */
    dispatchOpenCustomerLogin: () => {},
    openWithPackage: assign((_, { packageId }: { packageId?: PackageId }) => ({
      basePackage: packageId ?? DEFAULT_PACKAGE,
      packageId: packageId ?? DEFAULT_PACKAGE,
      openOnStart: false,
    })),
    forgetPaymentCompleted: assign({ paymentCompleted: false }),
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
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    customer: input.customer,
    paymentCompleted: input.paymentCompleted,
    openOnStart: input.openWith !== null,
    basePackage: input.openWith?.packageId ?? DEFAULT_PACKAGE,
    packageId: input.openWith?.packageId ?? DEFAULT_PACKAGE,
    ...blankForm,
  }),
  on: {
    'session.change': { actions: { type: 'setCustomer', params: ({ event }) => event } },
  },
  initial: 'closed',
  states: {
    closed: {
      initial: 'idle',
      on: {
        'onboarding.open': {
          target: 'opening',
          actions: { type: 'openWithPackage', params: ({ event }) => event },
        },
      },
      states: {
        idle: {
          always: {
            guard: 'shouldOpenOnStart',
            target: '#onboarding.opening',
            actions: { type: 'openWithPackage', params: ({ context }) => ({ packageId: context.packageId }) },
          },
        },
        /** 'Sign In Instead': the login opens once the modal is gone. */
        signingIn: {
          after: { signInInsteadEvent: { target: 'idle', actions: 'dispatchOpenCustomerLogin' } },
        },
      },
    },
    opening: {
      always: [
        {
          guard: 'isSignedInAfterPayment',
          target: 'open.domain',
          actions: ['clearPaymentCompletedFlag', 'forgetPaymentCompleted', toast(toasts.paymentSuccessful)],
        },
        { guard: 'isSignedIn', target: 'open.package', actions: toast(toasts.welcomeBack) },
        { target: 'open.account' },
      ],
    },
    open: {
      initial: 'account',
      on: { 'onboarding.close': { target: 'closed', actions: 'reset' } },
      states: {
        account: {
          on: {
            'account.change': { actions: { type: 'setAccountField', params: ({ event }) => event } },
            'account.submit': [
              { guard: 'passwordsDiffer', actions: toast(toasts.passwordMismatch) },
              { guard: 'isPasswordTooShort', actions: toast(toasts.passwordTooShort) },
              { guard: 'hasAccountFields', target: 'creatingAccount' },
            ],
            'signIn.instead': { target: '#onboarding.closed.signingIn', actions: 'reset' },
          },
        },
        creatingAccount: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => toRegisterInput(context.account),
            onDone: {
              target: 'package',
              actions: [
                { type: 'adoptSession', params: ({ event }) => event.output },
                'recordAccountCreated',
                { type: 'setCustomer', params: ({ event }) => event.output },
                toast(toasts.accountCreated),
              ],
            },
            onError: { target: 'account', actions: { type: 'showToast', params: accountCreationFailed } },
          },
        },
        package: {
          on: {
            'package.choose': {
              guard: { type: 'isOfferedPackage', params: ({ event }) => event },
              actions: { type: 'choosePackage', params: ({ event }) => event },
            },
            'package.continue': 'payment',
          },
        },
        payment: {
          on: { 'payment.start': 'creatingPayment' },
        },
        creatingPayment: {
          invoke: {
            id: 'createPayment',
            src: 'createPayment',
            input: ({ context }) => ({
              amount: PACKAGES[context.packageId].price,
              packageType: context.packageId,
            }),
            onDone: {
              target: 'redirecting',
              actions: [
                {
                  type: 'recordPaymentStarted',
                  params: ({ context }) => ({
                    packageId: context.packageId,
                    amount: PACKAGES[context.packageId].price,
                  }),
                },
                { type: 'redirectToPayment', params: ({ event }) => ({ url: event.output.paymentUrl }) },
              ],
            },
            onError: { target: 'payment', actions: { type: 'showToast', params: paymentSetupFailed } },
          },
        },
        /** The browser is on its way to the payment page; the return reopens at the domain step. */
        redirecting: {},
        domain: {
          on: {
            'domain.change': { actions: { type: 'setDomainName', params: ({ event }) => event } },
            'domain.purchase': [
              {
                guard: 'hasDomainName',
                target: 'purchasingDomain',
                actions: {
                  type: 'openDomainRegistrar',
                  params: ({ context }) => ({ domainName: context.domainName.trim() }),
                },
              },
              { actions: toast(toasts.domainRequired) },
            ],
            'domain.skip': 'details',
          },
        },
        /** The registrar is open in a new tab; the details step follows by itself. */
        purchasingDomain: {
          after: { domainPurchaseAdvance: 'details' },
        },
        details: {
          on: {
            'details.change': { actions: { type: 'setDetailsField', params: ({ event }) => event } },
            'logo.change': { actions: { type: 'setIncludeLogo', params: ({ event }) => event } },
            'details.submit': [
              { guard: 'isDescriptionTooShort', actions: toast(toasts.descriptionTooShort) },
              { guard: 'isDescriptionTooLong', actions: toast(toasts.descriptionTooLong) },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'createProject',
            src: 'createProject',
            input: ({ context }) => toProjectDraft(context),
            onDone: [
              {
                guard: 'includesLogo',
                target: 'creatingLogoPayment',
                actions: [
                  { type: 'setProjectId', params: ({ event }) => event.output },
                  toast(toasts.projectSaved),
                ],
              },
              {
                target: 'completed',
                actions: [
                  { type: 'setProjectId', params: ({ event }) => event.output },
                  toast(toasts.projectSaved),
                ],
              },
            ],
            onError: { target: 'details', actions: { type: 'showToast', params: saveFailed } },
          },
        },
        creatingLogoPayment: {
          invoke: {
            id: 'createLogoPayment',
            src: 'createLogoPayment',
            input: ({ context }) => ({ projectId: context.projectId ?? '' }),
            onDone: {
              target: 'completed',
              actions: [
                { type: 'openInNewTab', params: ({ event }) => ({ url: event.output.paymentUrl }) },
                toast(toasts.logoPaymentRequired),
              ],
            },
            onError: [
              // A non-OK answer of the logo payment shows nothing (spec part 2 §8).
              { guard: { type: 'isServerRefusal', params: ({ event }) => event }, target: 'completed' },
              { target: 'completed', actions: toast(toasts.logoPaymentFailed) },
            ],
          },
        },
        /** Submitted: the modal resets and closes by itself. */
        completed: {
          after: { onboardingCloseAfterSubmit: { target: '#onboarding.closed', actions: 'reset' } },
        },
      },
    },
  },
});

export type OnboardingMachine = typeof onboardingMachine;
