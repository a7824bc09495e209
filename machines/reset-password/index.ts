export * from './reset-password.machine';
export {
  connect as connectResetPassword,
  type ResetPasswordStep,
  type ResetPasswordView,
} from './reset-password.connect';
export { statesOfInterest as resetPasswordStatesOfInterest } from './reset-password.states';
export { resetPasswordFakes } from './reset-password.fakes';
