/**
 * The Account tab's password change (issue 21, decision 35): the current password, a new one and
 * its confirmation, under registration's rules and toasts. The server checks the current password
 * (a 400 in its words when wrong) and ends the account's other sessions; this one stays signed in.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { BodyOf, ResponseOf } from '@contract/routes';
import { newPasswordProblem, newPasswordToast } from '../shared/password-rules';
import { failureToast, type ToastParams } from '../shared/toast';

export interface ChangePasswordContext {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordContext;

export type ChangePasswordEvent =
  { type: 'field.change'; field: ChangePasswordField; value: string } | { type: 'change.submit' };

export type ChangePasswordBody = BodyOf<'changePassword'>;

const key = (name: string) => `account.change.toast.${name}`;
export const changePasswordToasts = {
  missing: { titleKey: key('missing.title'), descriptionKey: key('missing.description'), variant: 'error' },
  changed: { titleKey: key('changed.title'), descriptionKey: key('changed.description'), variant: 'success' },
} as const satisfies Record<string, ToastParams>;

/** 'Password Not Changed' in the server's words (a wrong current password), else the fallbacks. */
export const changeFailedToast = (error: unknown): ToastParams =>
  failureToast({ titleKey: key('failed.title'), variant: 'error' }, error, {
    refused: key('failed.refused'),
    unanswered: key('failed.description'),
  });

const emptyForm: ChangePasswordContext = { currentPassword: '', newPassword: '', confirmPassword: '' };
const problemOf = (context: ChangePasswordContext) =>
  context.currentPassword === ''
    ? 'missing'
    : newPasswordProblem(context.newPassword, context.confirmPassword);

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<ResponseOf<'changePassword'>, ChangePasswordBody>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    setField: assign((_, params: { field: ChangePasswordField; value: string }) => ({
      [params.field]: params.value,
    })),
    clearForm: assign(() => emptyForm),
  },
  guards: {
    isMissing: ({ context }) => problemOf(context) === 'missing',
    hasProblem: ({ context }) => problemOf(context) !== null,
  },
}).createMachine({
  id: 'changePassword',
  context: emptyForm,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'setField', params: ({ event }) => event } },
        'change.submit': [
          { guard: 'isMissing', actions: { type: 'showToast', params: changePasswordToasts.missing } },
          {
            guard: 'hasProblem',
            actions: {
              type: 'showToast',
              params: ({ context }) =>
                newPasswordToast(problemOf(context) === 'mismatch' ? 'mismatch' : 'tooShort'),
            },
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context,
        onDone: {
          target: 'editing',
          actions: ['clearForm', { type: 'showToast', params: changePasswordToasts.changed }],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showToast', params: ({ event }) => changeFailedToast(event.error) },
        },
      },
    },
  },
});

export type ChangePasswordMachine = typeof changePasswordMachine;
