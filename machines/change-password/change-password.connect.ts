/** View props of the Account tab's password change. */
import type { SnapshotFrom } from 'xstate';
import { actionProps, fieldProps, type ActionProps, type FieldProps } from '../shared/view-props';
import type {
  ChangePasswordEvent,
  ChangePasswordField,
  ChangePasswordMachine,
} from './change-password.machine';

export interface ChangePasswordView {
  isSubmitting: boolean;
  getFieldProps: (field: ChangePasswordField) => FieldProps;
  getSubmitProps: () => ActionProps;
}

export const connect = (
  snapshot: SnapshotFrom<ChangePasswordMachine>,
  send: (event: ChangePasswordEvent) => void,
): ChangePasswordView => {
  const isSubmitting = snapshot.matches('submitting');
  return {
    isSubmitting,
    getFieldProps: (field) =>
      fieldProps({
        value: snapshot.context[field],
        enabled: !isSubmitting,
        onValue: (value) => send({ type: 'field.change', field, value }),
      }),
    getSubmitProps: () =>
      actionProps({
        enabled: !isSubmitting,
        busy: isSubmitting,
        onClick: () => send({ type: 'change.submit' }),
      }),
  };
};
