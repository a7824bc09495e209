/** View props of the /reset-password page's card. */
import type { SnapshotFrom } from 'xstate';
import { actionProps, fieldProps, type ActionProps, type FieldProps } from '../shared/view-props';
import type { ResetPasswordEvent, ResetPasswordMachine } from './reset-password.machine';

/** What the card shows: the form, the link that does not work, or the password set. */
export type ResetPasswordStep = 'form' | 'linkInvalid' | 'done';

export interface ResetPasswordView {
  step: ResetPasswordStep;
  isSubmitting: boolean;
  /** The account whose password was set, once it is. */
  email: string | null;
  getPasswordProps: () => FieldProps;
  getConfirmProps: () => FieldProps;
  getSubmitProps: () => ActionProps;
  /** Sign In after the reset; a new link (through Sign In's "Forgot password?") after a refusal. */
  getSignInProps: () => ActionProps;
}

export const connect = (
  snapshot: SnapshotFrom<ResetPasswordMachine>,
  send: (event: ResetPasswordEvent) => void,
): ResetPasswordView => {
  const isSubmitting = snapshot.matches('submitting');
  const step: ResetPasswordStep = snapshot.matches('done')
    ? 'done'
    : snapshot.matches('linkInvalid')
      ? 'linkInvalid'
      : 'form';
  return {
    step,
    isSubmitting,
    email: snapshot.context.email,
    getPasswordProps: () =>
      fieldProps({
        value: snapshot.context.password,
        enabled: !isSubmitting,
        onValue: (value) => send({ type: 'password.change', value }),
      }),
    getConfirmProps: () =>
      fieldProps({
        value: snapshot.context.confirmPassword,
        enabled: !isSubmitting,
        onValue: (value) => send({ type: 'confirm.change', value }),
      }),
    getSubmitProps: () =>
      actionProps({
        enabled: snapshot.can({ type: 'reset.submit' }),
        busy: isSubmitting,
        onClick: () => send({ type: 'reset.submit' }),
      }),
    getSignInProps: () =>
      actionProps({
        enabled: snapshot.can({ type: 'signIn.open' }),
        onClick: () => send({ type: 'signIn.open' }),
      }),
  };
};
