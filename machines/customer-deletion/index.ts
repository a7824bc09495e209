export * from './customer-deletion.machine';
export { connect as connectCustomerDeletion, type CustomerDeletionView } from './customer-deletion.connect';
export { statesOfInterest as customerDeletionStatesOfInterest } from './customer-deletion.states';
export { customerDeletionFakes } from './customer-deletion.fakes';
