/**
 * The /reset-password?token=… page (issue 21, decision 35): a new password and its confirmation
 * under registration's rules and toasts. The emailed link works once for 30 minutes: a link without
 * a token, or one the server refuses (400: unknown, used or expired), says so and offers a new
 * request; once the password is set the page offers Sign In (every other session has ended).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { isServerRefusal } from '../shared/errors';
import { newPasswordProblem, newPasswordToast } from '../shared/password-rules';
import { failureToast, type ToastParams } from '../shared/toast';

export interface ResetPasswordInput {
  /** The `token` query parameter of the emailed link, if any. */
  token: string | null;
}

export interface ResetPasswordContext {
  token: string;
  password: string;
  confirmPassword: string;
  /** The account's email, from the server's answer: the page says whose password changed. */
  email: string | null;
}

export type ResetPasswordEvent =
  | { type: 'password.change'; value: string }
  | { type: 'confirm.change'; value: string }
  | { type: 'reset.submit' }
  /** Sign In (after the reset) or a new link (after a refusal): the app opens the portal. */
  | { type: 'signIn.open' };

export type ResetPasswordBody = BodyOf<'resetPassword'>;
export type ResetPasswordAnswer = ResponseOf<'resetPassword'>;

const key = (name: string) => `account.reset.toast.${name}`;
export const resetPasswordToasts = {
  missing: { titleKey: key('missing.title'), descriptionKey: key('missing.description'), variant: 'error' },
  done: { titleKey: key('done.title'), descriptionKey: key('done.description'), variant: 'success' },
} as const satisfies Record<string, ToastParams>;

export const resetFailedToast = (error: unknown): ToastParams =>
  failureToast({ titleKey: key('failed.title'), variant: 'error' }, error, {
    refused: key('failed.refused'),
    unanswered: key('failed.description'),
  });

/**
 * The client has checked both fields as the server does, so a 400 is the link: unknown, used or
 * expired. A rate limit (429) or a failure of the server is worth trying again.
 */
const isLinkRefused = (error: unknown): boolean =>
  isServerRefusal(error) && (error as { status: number }).status === 400;

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    resetPassword: fromPromise<ResetPasswordAnswer, ResetPasswordBody>(async () => {
      throw new Error('resetPassword is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: open the customer portal on its Sign In tab. */
    openSignIn: () => {},
    setPassword: assign({ password: (_, params: { value: string }) => params.value }),
    setConfirm: assign({ confirmPassword: (_, params: { value: string }) => params.value }),
    setEmail: assign({ email: (_, params: { email: string }) => params.email }),
    clearPasswords: assign({ password: '', confirmPassword: '' }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    isMissing: ({ context }) => newPasswordProblem(context.password, context.confirmPassword) === 'missing',
    hasProblem: ({ context }) => newPasswordProblem(context.password, context.confirmPassword) !== null,
    isLinkRefused: (_, params: { error: unknown }) => isLinkRefused(params.error),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ token: input.token ?? '', password: '', confirmPassword: '', email: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'editing' }, { target: 'linkInvalid' }],
    },
    editing: {
      on: {
        'password.change': { actions: { type: 'setPassword', params: ({ event }) => event } },
        'confirm.change': { actions: { type: 'setConfirm', params: ({ event }) => event } },
        'reset.submit': [
          { guard: 'isMissing', actions: { type: 'showToast', params: resetPasswordToasts.missing } },
          {
            guard: 'hasProblem',
            actions: {
              type: 'showToast',
              params: ({ context }) => {
                const problem = newPasswordProblem(context.password, context.confirmPassword);
                return newPasswordToast(problem === 'mismatch' ? 'mismatch' : 'tooShort');
              },
            },
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          token: context.token,
          password: context.password,
          confirmPassword: context.confirmPassword,
        }),
        onDone: {
          target: 'done',
          actions: [
            'clearPasswords',
            { type: 'setEmail', params: ({ event }) => event.output },
            { type: 'showToast', params: resetPasswordToasts.done },
          ],
        },
        onError: [
          {
            guard: { type: 'isLinkRefused', params: ({ event }) => event },
            target: 'linkInvalid',
            actions: 'clearPasswords',
          },
          {
            target: 'editing',
            actions: { type: 'showToast', params: ({ event }) => resetFailedToast(event.error) },
          },
        ],
      },
    },
    /** No token, or the server refused it: used, expired or unknown. */
    linkInvalid: {
      on: { 'signIn.open': { actions: 'openSignIn' } },
    },
    /** The password is set: sign in with it. */
    done: {
      on: { 'signIn.open': { actions: 'openSignIn' } },
    },
  },
});

export type ResetPasswordMachine = typeof resetPasswordMachine;
