export * from './admin-verification.machine';
export { adminVerificationToasts } from './admin-verification.toasts';
export {
  connect as connectAdminVerification,
  type AdminVerificationStep,
  type AdminVerificationView,
} from './admin-verification.connect';
export {
  statesOfInterest as adminVerificationStatesOfInterest,
  adminPortalStatesOfInterest as adminVerificationAdminPortalStates,
  customerPortalStatesOfInterest as adminVerificationCustomerPortalStates,
} from './admin-verification.states';
export { adminVerificationFakes } from './admin-verification.fakes';
