export * from './customer-session.machine';
export { connect as connectCustomerSession, type CustomerSessionView } from './customer-session.connect';
export { statesOfInterest as customerSessionStatesOfInterest } from './customer-session.states';
export { customerSessionFakes } from './customer-session.fakes';
