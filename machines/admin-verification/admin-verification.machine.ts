/**
 * The admin second factor (spec part 1 §4, §5; decisions 9–10), one machine for both places it
 * appears: the customer portal's code panel after an admin's login, and the admin portal's dialog.
 * credentials → requesting → code (countdown from expiresIn; the code is valid 5 minutes; digits
 * only, at most 6; verify only at 6) → authenticated. Cancel clears the code and the session;
 * expiry returns to the credentials with the expiry message, and so does the fifth wrong code, at
 * which the server closes the session.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { RequestVerificationResponse, VerifyCodeResponse } from '@contract/api/auth';
import { LIMITS } from '@contract/catalogue';
import type { BodyOf } from '@contract/routes';
import type { ToastParams } from '../shared/toast';
import { TIMINGS } from '../timings';
import {
  adminVerificationToasts as toasts,
  codeRefusedToast,
  requestFailedToast,
} from './admin-verification.toasts';

export type AdminVerificationVariant = 'customerPortal' | 'adminPortal';

export interface AdminVerificationInput {
  variant: AdminVerificationVariant;
  /** The stored admin token (admin portal: restored when the portal opens). */
  storedAdminToken: string | null;
}

export interface AdminVerificationContext {
  variant: AdminVerificationVariant;
  email: string;
  password: string;
  showPassword: boolean;
  sessionId: string | null;
  /** Seconds the server gave the session. */
  expiresIn: number;
  /** What the countdown shows. */
  remainingSeconds: number;
  code: string;
  /** Wrong codes in this session: the server closes it at the fifth (decision 10). */
  failedAttempts: number;
  token: string | null;
}

export type AdminVerificationEvent =
  | { type: 'email.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'password.toggleVisibility' }
  /** Customer portal: the login form passes the credentials along. */
  | { type: 'credentials.submit'; email?: string; password?: string }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  /** 'Cancel & Go Back'. */
  | { type: 'verification.cancel' }
  | { type: 'admin.signOut' }
  /** Admin portal: a call refused the restored token (expired after 12 hours, or revoked). */
  | { type: 'session.expired' };

/** Digits only, at most six. */
export const sanitizeCode = (value: string): string =>
  value.replace(/\D/g, '').slice(0, LIMITS.adminCodeLength);

export const adminVerificationMachine = setup({
  types: {
    context: {} as AdminVerificationContext,
    events: {} as AdminVerificationEvent,
    input: {} as AdminVerificationInput,
  },
  actors: {
    requestVerification: fromPromise<RequestVerificationResponse, BodyOf<'requestVerification'>>(async () => {
      throw new Error('requestVerification is provided by the app');
    }),
    /** The customer portal adds the email to the body (spec part 1 §7). */
    verifyCode: fromPromise<VerifyCodeResponse, BodyOf<'verifyCode'>>(async () => {
      throw new Error('verifyCode is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: store the admin token (admin_token). */
    storeAdminToken: (_, _params: { token: string }) => {},
    /** App: remove the stored admin token. */
    removeAdminToken: () => {},
    /** App (customer portal): close the customer portal dialog. */
    closeCustomerPortal: () => {},
    /** App (customer portal): dispatch openAdminPortal. */
    openAdminPortal: () => {},
    /** App (admin portal): close the admin portal dialog. */
    closeAdminPortal: () => {},
    /**
     * App (customer portal): the second factor was given up (cancelled, expired, refused or closed
     * after too many wrong codes), so the password sign-in that started it is undone.
     */
    abandonSignIn: () => {},
    setEmail: assign({ email: (_, params: { value: string }) => params.value }),
    setPassword: assign({ password: (_, params: { value: string }) => params.value }),
    togglePasswordVisibility: assign({ showPassword: ({ context }) => !context.showPassword }),
    takeCredentials: assign(({ context }, params: { email?: string; password?: string }) => ({
      email: (params.email ?? context.email).trim(),
      password: params.password ?? context.password,
    })),
    startSession: assign((_, { sessionId, expiresIn }: RequestVerificationResponse) => ({
      sessionId,
      expiresIn,
      remainingSeconds: expiresIn,
      code: '',
      failedAttempts: 0,
    })),
    countFailedAttempt: assign({ failedAttempts: ({ context }) => context.failedAttempts + 1 }),
    tick: assign({ remainingSeconds: ({ context }) => Math.max(0, context.remainingSeconds - 1) }),
    setCode: assign({ code: (_, params: { value: string }) => sanitizeCode(params.value) }),
    clearCode: assign({ code: '' }),
    clearVerification: assign({ code: '', sessionId: null, remainingSeconds: 0, failedAttempts: 0 }),
    setToken: assign({ token: (_, params: { token: string }) => params.token }),
    clearToken: assign({ token: null }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
    hasCredentials: ({ context }, params: { email?: string; password?: string }) =>
      (params.email ?? context.email).trim() !== '' && (params.password ?? context.password) !== '',
    hasSixDigits: ({ context }) => context.code.length === LIMITS.adminCodeLength,
    isCustomerPortal: ({ context }) => context.variant === 'customerPortal',
    /** This wrong code is the one at which the server closes the session. */
    isLastAttempt: ({ context }) => context.failedAttempts + 1 >= LIMITS.adminCodeMaxAttempts,
  },
  delays: {
    // The server's expiresIn when it is shorter than the code's lifetime.
    codeLifetime: ({ context }) => Math.min(context.expiresIn * 1000, TIMINGS.codeLifetime),
    countdownTick: TIMINGS.countdownTick,
  },
}).createMachine({
  id: 'adminVerification',
  context: ({ input }) => ({
    variant: input.variant,
    email: '',
    password: '',
    showPassword: false,
    sessionId: null,
    expiresIn: 0,
    remainingSeconds: 0,
    code: '',
    failedAttempts: 0,
    token: input.storedAdminToken,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasStoredToken', target: 'authenticated' }, { target: 'credentials' }],
    },
    credentials: {
      on: {
        'email.change': { actions: { type: 'setEmail', params: ({ event }) => event } },
        'password.change': { actions: { type: 'setPassword', params: ({ event }) => event } },
        'password.toggleVisibility': { actions: 'togglePasswordVisibility' },
        'credentials.submit': {
          guard: { type: 'hasCredentials', params: ({ event }) => event },
          target: 'requesting',
          actions: { type: 'takeCredentials', params: ({ event }) => event },
        },
      },
    },
    requesting: {
      invoke: {
        id: 'requestVerification',
        src: 'requestVerification',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          target: 'code',
          actions: [
            { type: 'startSession', params: ({ event }) => event.output },
            {
              type: 'showToast',
              params: ({ context }) =>
                context.variant === 'customerPortal' ? toasts.accessDetected : toasts.verificationRequired,
            },
          ],
        },
        onError: {
          target: 'credentials',
          actions: [
            {
              type: 'showToast',
              params: ({ context, event }) =>
                context.variant === 'customerPortal' ? requestFailedToast(event.error) : toasts.accessDenied,
            },
            'abandonSignIn',
          ],
        },
      },
    },
    code: {
      type: 'parallel',
      after: {
        codeLifetime: {
          target: 'credentials',
          actions: [
            'clearVerification',
            { type: 'showToast', params: toasts.invalidOrExpiredCode },
            'abandonSignIn',
          ],
        },
      },
      on: {
        'verification.cancel': { target: 'credentials', actions: ['clearVerification', 'abandonSignIn'] },
      },
      states: {
        countdown: {
          initial: 'ticking',
          states: {
            ticking: {
              after: { countdownTick: { target: 'ticking', reenter: true, actions: 'tick' } },
            },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'code.change': { actions: { type: 'setCode', params: ({ event }) => event } },
                'code.submit': { guard: 'hasSixDigits', target: 'verifying' },
              },
            },
            verifying: {
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  sessionId: context.sessionId ?? '',
                  code: context.code,
                  ...(context.variant === 'customerPortal' ? { email: context.email } : {}),
                }),
                onDone: [
                  {
                    guard: 'isCustomerPortal',
                    target: '#adminVerification.authenticated',
                    actions: [
                      { type: 'setToken', params: ({ event }) => event.output },
                      { type: 'storeAdminToken', params: ({ event }) => ({ token: event.output.token }) },
                      'clearVerification',
                      'closeCustomerPortal',
                      'openAdminPortal',
                      { type: 'showToast', params: toasts.accessGrantedCustomerPortal },
                    ],
                  },
                  {
                    target: '#adminVerification.authenticated',
                    actions: [
                      { type: 'setToken', params: ({ event }) => event.output },
                      { type: 'storeAdminToken', params: ({ event }) => ({ token: event.output.token }) },
                      'clearVerification',
                      { type: 'showToast', params: toasts.accessGrantedAdminPortal },
                    ],
                  },
                ],
                onError: [
                  {
                    // The server has closed the session: a new one needs the password again.
                    guard: 'isLastAttempt',
                    target: '#adminVerification.credentials',
                    actions: [
                      'clearVerification',
                      { type: 'showToast', params: toasts.tooManyAttempts },
                      'abandonSignIn',
                    ],
                  },
                  {
                    target: 'editing',
                    actions: [
                      'clearCode',
                      'countFailedAttempt',
                      {
                        type: 'showToast',
                        params: ({ context, event }) =>
                          context.variant === 'customerPortal'
                            ? codeRefusedToast(event.error)
                            : toasts.invalidOrExpiredCode,
                      },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
    authenticated: {
      on: {
        // Customer portal: the same page signed out and an admin signed in again with a password.
        'credentials.submit': {
          guard: { type: 'hasCredentials', params: ({ event }) => event },
          target: 'requesting',
          actions: { type: 'takeCredentials', params: ({ event }) => event },
        },
        'admin.signOut': {
          target: 'credentials',
          actions: ['clearToken', 'removeAdminToken', 'closeAdminPortal'],
        },
        // The portal stays open on the login, saying why.
        'session.expired': {
          target: 'credentials',
          actions: ['clearToken', 'removeAdminToken', { type: 'showToast', params: toasts.sessionExpired }],
        },
      },
    },
  },
});

export type AdminVerificationMachine = typeof adminVerificationMachine;
