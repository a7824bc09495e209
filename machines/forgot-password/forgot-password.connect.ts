/** View props of the "Forgot password?" form on the Sign In tab. */
import type { SnapshotFrom } from 'xstate';
import { actionProps, fieldProps, type ActionProps, type FieldProps } from '../shared/view-props';
import type { ForgotPasswordEvent, ForgotPasswordMachine } from './forgot-password.machine';

export interface ForgotPasswordView {
  /** The email form or its confirmation replaces the sign-in form. */
  isOpen: boolean;
  isSending: boolean;
  /** The request went: the same confirmation whatever the email. */
  isSent: boolean;
  /** The address the confirmation names. */
  email: string;
  getEmailProps: () => FieldProps;
  getSubmitProps: () => ActionProps;
  /** Back to Sign In. */
  getBackProps: () => ActionProps;
  onOpen: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<ForgotPasswordMachine>,
  send: (event: ForgotPasswordEvent) => void,
): ForgotPasswordView => {
  const isSending = snapshot.matches('sending');
  return {
    isOpen: !snapshot.matches('closed'),
    isSending,
    isSent: snapshot.matches('sent'),
    email: snapshot.context.email.trim(),
    getEmailProps: () =>
      fieldProps({
        value: snapshot.context.email,
        enabled: !isSending,
        onValue: (value) => send({ type: 'email.change', value }),
      }),
    getSubmitProps: () =>
      actionProps({ enabled: !isSending, busy: isSending, onClick: () => send({ type: 'forgot.submit' }) }),
    getBackProps: () => actionProps({ enabled: !isSending, onClick: () => send({ type: 'forgot.close' }) }),
    onOpen: () => send({ type: 'forgot.open' }),
  };
};
