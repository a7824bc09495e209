export * from './change-password.machine';
export { connect as connectChangePassword, type ChangePasswordView } from './change-password.connect';
export { statesOfInterest as changePasswordStatesOfInterest } from './change-password.states';
export { changePasswordFakes } from './change-password.fakes';
