export * from './portal-message.machine';
export { connect as connectPortalMessage, type PortalMessageView } from './portal-message.connect';
export {
  statesOfInterest as portalMessageStatesOfInterest,
  customerFormStatesOfInterest as portalMessageCustomerFormStates,
  adminDialogStatesOfInterest as portalMessageAdminDialogStates,
} from './portal-message.states';
export { portalMessageFakes } from './portal-message.fakes';
