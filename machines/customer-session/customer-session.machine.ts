/**
 * The customer's session (spec part 1 §4, §5, §8): restored from a stored token on load (a check
 * the server refuses removes it; a check that got no answer, the network down or the page left
 * mid-check, signs out this page only and keeps the token for the next load's check), signed in by login or registration, signed out by logout. An account created
 * elsewhere (onboarding) is adopted. A login of an admin account hands the credentials on to the
 * admin second factor.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AuthResponse } from '@contract/api/auth';
import type { Customer } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/routes';
import {
  accountToasts,
  emptyAccountForm,
  hasRequiredAccountFields,
  isPasswordTooShort,
  passwordsDiffer,
  toRegisterBody,
  type AccountForm,
} from '../shared/account-rules';
import { isServerRefusal } from '../shared/errors';
import { failureToast, type ToastParams } from '../shared/toast';

export interface CustomerSessionInput {
  /** The stored customer token, if any. */
  storedToken: string | null;
}

/** What the login form sends; an admin's are handed on to the second factor as they are. */
export type Credentials = BodyOf<'login'>;

export interface CustomerSessionContext {
  token: string | null;
  customer: Customer | null;
  /** Kept between a login and its answer, to hand an admin's credentials on. */
  pendingLogin: Credentials | null;
  /** The registration being sent. */
  pendingRegistration: BodyOf<'register'> | null;
}

export type CustomerSessionEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'register.submit'; form: AccountForm }
  | { type: 'logout' }
  /** An admin's password sign-in whose second factor was given up: undone without a toast. */
  | { type: 'session.abandon' }
  /** An account created outside the portal (onboarding) signs the visitor in. */
  | { type: 'session.adopt'; token: string; customer: Customer }
  /** The server ended the session already (the admin's "sign out everywhere"): forgotten here, no call, no toast. */
  | { type: 'session.ended' };

export const customerSessionToasts = {
  welcomeBack: { titleKey: 'customerSession.toast.welcomeBack.title', variant: 'success' },
  accountCreated: { titleKey: 'customerSession.toast.accountCreated.title', variant: 'success' },
  loggedOut: { titleKey: 'customerSession.toast.loggedOut.title', variant: 'success' },
} as const satisfies Record<string, ToastParams>;

/**
 * 'Login Failed' / 'Registration Failed' (spec part 1 §8): the server's message; a refusal without
 * one, the default thrown text ('Login failed'); no answer at all, the toast's own fallback.
 */
export const sessionFailureToast =
  (name: 'loginFailed' | 'registrationFailed') =>
  ({ event }: { event: { error: unknown } }): ToastParams =>
    failureToast({ titleKey: `customerSession.toast.${name}.title`, variant: 'error' }, event.error, {
      refused: `customerSession.toast.${name}.refused`,
      unanswered: `customerSession.toast.${name}.description`,
    });

const signOut = [
  'clearSession',
  'removeStoredToken',
  { type: 'showToast', params: customerSessionToasts.loggedOut },
] as const;

/** A session is what login and register answer: the token and the account. */
type SessionParams = AuthResponse;
const tokenOf = ({ event }: { event: { output: AuthResponse } }): { token: string } => ({
  token: event.output.token,
});
const fromAuth = ({ event }: { event: { output: AuthResponse } }): SessionParams => event.output;

export const customerSessionMachine = setup({
  types: {
    context: {} as CustomerSessionContext,
    events: {} as CustomerSessionEvent,
    input: {} as CustomerSessionInput,
  },
  actors: {
    fetchMe: fromPromise<Customer, { token: string }>(async () => {
      throw new Error('fetchMe is provided by the app');
    }),
    login: fromPromise<AuthResponse, Credentials>(async () => {
      throw new Error('login is provided by the app');
    }),
    register: fromPromise<AuthResponse, BodyOf<'register'>>(async () => {
      throw new Error('register is provided by the app');
    }),
    logout: fromPromise<ResponseOf<'logout'>, { token: string }>(async () => {
      throw new Error('logout is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: store the customer token (auth_token). */
    storeToken: (_, _params: { token: string }) => {},
    /** App: remove the stored customer token. */
    removeStoredToken: () => {},
    /** App: the stored token's check got no answer; this page goes on signed out, the token stays stored. */
    reportCheckUnanswered: () => {},
    /** App: start the admin second factor with these credentials. */
    notifyAdminSignIn: (_, _params: Credentials) => {},
    /** App (the portal's session): a customer is signed in, restored, logged in, registered or adopted. */
    reportSignedIn: (_, _params: { customer: Customer | null }) => {},
    rememberLogin: assign({ pendingLogin: (_, params: Credentials) => params }),
    rememberRegistration: assign({
      pendingRegistration: (_, { form }: { form: AccountForm }) => toRegisterBody(form),
    }),
    setSession: assign((_, params: SessionParams) => ({
      ...params,
      pendingLogin: null,
      pendingRegistration: null,
    })),
    setCustomer: assign({ customer: (_, params: { customer: Customer }) => params.customer }),
    clearSession: assign({ token: null, customer: null, pendingLogin: null, pendingRegistration: null }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
    /** The server answered and refused (a status), as opposed to no answer at all. */
    isRefusal: (_, { error }: { error: unknown }) => isServerRefusal(error),
    hasLoginFields: (_, { email, password }: Credentials) => email.trim() !== '' && password !== '',
    passwordsDiffer: (_, { form }: { form: AccountForm }) => passwordsDiffer(form),
    isPasswordTooShort: (_, { form }: { form: AccountForm }) => isPasswordTooShort(form),
    hasRegistrationFields: (_, { form }: { form: AccountForm }) =>
      hasRequiredAccountFields(form, { requireCompany: false }),
    isAdminAccount: (_, { customer }: { customer: Customer }) => customer.isAdmin,
  },
}).createMachine({
  id: 'customerSession',
  context: ({ input }) => ({
    token: input.storedToken,
    customer: null,
    pendingLogin: null,
    pendingRegistration: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasStoredToken', target: 'restoring' }, { target: 'signedOut' }],
    },
    restoring: {
      invoke: {
        id: 'fetchMe',
        src: 'fetchMe',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'setCustomer', params: ({ event }) => ({ customer: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: ['clearSession', 'removeStoredToken'],
          },
          // No answer: a reload or a link followed while the check was on its way aborts it, and
          // the token of a signed-in visitor must not be forgotten for that (the reloaded page found
          // no session and onboarding asked a signed-in customer to create an account).
          { target: 'signedOut', actions: ['clearSession', 'reportCheckUnanswered'] },
        ],
      },
    },
    signedOut: {
      on: {
        'login.submit': {
          guard: { type: 'hasLoginFields', params: ({ event }) => event },
          target: 'loggingIn',
          actions: {
            type: 'rememberLogin',
            params: ({ event }) => ({ email: event.email.trim(), password: event.password }),
          },
        },
        'register.submit': [
          {
            guard: { type: 'passwordsDiffer', params: ({ event }) => event },
            actions: { type: 'showToast', params: accountToasts.passwordMismatch },
          },
          {
            guard: { type: 'isPasswordTooShort', params: ({ event }) => event },
            actions: { type: 'showToast', params: accountToasts.passwordTooShort },
          },
          {
            guard: { type: 'hasRegistrationFields', params: ({ event }) => event },
            target: 'registering',
            actions: { type: 'rememberRegistration', params: ({ event }) => event },
          },
        ],
        'session.adopt': {
          target: 'signedIn',
          actions: [
            { type: 'setSession', params: ({ event }) => ({ token: event.token, customer: event.customer }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => context.pendingLogin ?? { email: '', password: '' },
        onDone: [
          {
            guard: { type: 'isAdminAccount', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [
              { type: 'storeToken', params: tokenOf },
              {
                type: 'notifyAdminSignIn',
                params: ({ context }) => context.pendingLogin ?? { email: '', password: '' },
              },
              { type: 'setSession', params: fromAuth },
            ],
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'setSession', params: fromAuth },
              { type: 'storeToken', params: tokenOf },
              { type: 'showToast', params: customerSessionToasts.welcomeBack },
            ],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: ['clearSession', { type: 'showToast', params: sessionFailureToast('loginFailed') }],
        },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => context.pendingRegistration ?? toRegisterBody(emptyAccountForm),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'setSession', params: fromAuth },
            { type: 'storeToken', params: tokenOf },
            { type: 'showToast', params: customerSessionToasts.accountCreated },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: ['clearSession', { type: 'showToast', params: sessionFailureToast('registrationFailed') }],
        },
      },
    },
    signedIn: {
      entry: { type: 'reportSignedIn', params: ({ context }) => ({ customer: context.customer }) },
      on: {
        logout: 'loggingOut',
        'session.abandon': 'abandoning',
        'session.ended': { target: 'signedOut', actions: ['clearSession', 'removeStoredToken'] },
      },
    },
    /** The token is revoked on the server like at logout, but nobody signed out on purpose. */
    abandoning: {
      invoke: {
        id: 'abandon',
        src: 'logout',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'signedOut', actions: ['clearSession', 'removeStoredToken'] },
        onError: { target: 'signedOut', actions: ['clearSession', 'removeStoredToken'] },
      },
    },
    /** The server is told; its answer, failure included, signs out all the same. */
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'signedOut', actions: signOut },
        onError: { target: 'signedOut', actions: signOut },
      },
    },
  },
});

export type CustomerSessionMachine = typeof customerSessionMachine;
