/**
 * "Forgot password?" on the portal's Sign In tab (issue 21, decision 35): the email form replaces
 * the sign-in form; the server answers the same whether or not the email has an account, so the
 * confirmation is the same for every email. Back returns to Sign In.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ResponseOf } from '@contract/routes';
import { failureToast, type ToastParams } from '../shared/toast';

/** The form's part of the body; the app adds the page language. */
export interface ForgotPasswordRequest {
  email: string;
}

export interface ForgotPasswordContext {
  email: string;
}

export type ForgotPasswordEvent =
  | { type: 'forgot.open' }
  | { type: 'email.change'; value: string }
  | { type: 'forgot.submit' }
  | { type: 'forgot.close' };

const key = (name: string) => `account.forgot.toast.${name}`;
export const forgotPasswordToasts = {
  missingEmail: {
    titleKey: key('missing.title'),
    descriptionKey: key('missing.description'),
    variant: 'error',
  },
} as const satisfies Record<string, ToastParams>;

/** A refusal (a rate limit, a malformed email) in the server's words; no answer, the fallback. */
export const forgotFailedToast = (error: unknown): ToastParams =>
  failureToast({ titleKey: key('failed.title'), variant: 'error' }, error, {
    refused: key('failed.refused'),
    unanswered: key('failed.description'),
  });

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: fromPromise<ResponseOf<'forgotPassword'>, ForgotPasswordRequest>(async () => {
      throw new Error('requestReset is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    setEmail: assign({ email: (_, params: { value: string }) => params.value }),
    clearEmail: assign({ email: '' }),
  },
  guards: {
    isBlank: ({ context }) => context.email.trim() === '',
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '' },
  initial: 'closed',
  states: {
    /** The sign-in form shows. */
    closed: { on: { 'forgot.open': 'editing' } },
    editing: {
      on: {
        'email.change': { actions: { type: 'setEmail', params: ({ event }) => event } },
        'forgot.submit': [
          { guard: 'isBlank', actions: { type: 'showToast', params: forgotPasswordToasts.missingEmail } },
          { target: 'sending' },
        ],
        'forgot.close': 'closed',
      },
    },
    sending: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: 'sent',
        onError: {
          target: 'editing',
          actions: { type: 'showToast', params: ({ event }) => forgotFailedToast(event.error) },
        },
      },
    },
    /** The same confirmation for every email. */
    sent: {
      on: { 'forgot.close': { target: 'closed', actions: 'clearEmail' } },
    },
  },
});

export type ForgotPasswordMachine = typeof forgotPasswordMachine;
