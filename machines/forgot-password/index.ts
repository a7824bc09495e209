export * from './forgot-password.machine';
export { connect as connectForgotPassword, type ForgotPasswordView } from './forgot-password.connect';
export { statesOfInterest as forgotPasswordStatesOfInterest } from './forgot-password.states';
export { forgotPasswordFakes } from './forgot-password.fakes';
