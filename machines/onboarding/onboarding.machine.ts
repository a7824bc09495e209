/**
 * The five-step onboarding modal (spec part 2 §4, §5, §8): account → package → payment → domain →
 * details. A signed-in visitor skips to the package, or to the domain when the payment-completed
 * flag is set (the flag is then cleared). Closing resets everything; 'Sign In Instead' closes and
 * asks for the customer login 100 ms later.
 */
import { PACKAGES } from '@contract/catalogue';
import { toRegisterBody } from '../shared/account-rules';
import type { ToastParams } from '../shared/toast';
import { toProjectDraft } from './onboarding.rules';
import { DEFAULT_PACKAGE, blankForm, onboardingSetup } from './onboarding.setup';
import {
  accountCreationFailed,
  onboardingToasts as toasts,
  paymentSetupFailed,
  saveFailed,
} from './onboarding.toasts';

export type * from './onboarding.types';

const toast = (params: ToastParams) => ({ type: 'showToast', params }) as const;

export const onboardingMachine = onboardingSetup.createMachine({
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
          always: [
            {
              // Back from a payment without a session (it expired, or another browser paid): the
              // payment belongs to the account that made it, so that account signs in first, and
              // the modal then opens at the domain step. The account step would have made a new
              // account and asked for the payment again.
              guard: 'hasPaidSignedOutOnStart',
              target: 'awaitingSignIn',
              actions: ['keepClosedOnStart', 'dispatchOpenCustomerLogin', toast(toasts.signInAfterPayment)],
            },
            {
              guard: 'shouldOpenOnStart',
              target: '#onboarding.opening',
              actions: {
                type: 'openWithPackage',
                params: ({ context }) => ({ packageId: context.packageId }),
              },
            },
          ],
        },
        /**
         * The login is open for the account that paid; signed in, the modal opens at the domain step
         * in the login's place: one dialog at a time, never the modal over the portal it came from.
         */
        awaitingSignIn: {
          on: {
            'session.change': [
              {
                guard: { type: 'isSigningIn', params: ({ event }) => event },
                target: '#onboarding.opening',
                actions: ['closeCustomerLogin', { type: 'setCustomer', params: ({ event }) => event }],
              },
              { actions: { type: 'setCustomer', params: ({ event }) => event } },
            ],
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
      entry: 'announceOpened',
      exit: 'announceClosed',
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
            input: ({ context }) => toRegisterBody(context.account),
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
