export * from './customer-portal.machine';
export * from './customer-portal.tabs';
export { connect as connectCustomerPortal, type CustomerPortalView } from './customer-portal.connect';
export { statesOfInterest as customerPortalStatesOfInterest } from './customer-portal.states';
export { customerPortalFakes } from './customer-portal.fakes';
