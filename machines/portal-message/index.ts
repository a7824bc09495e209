export * from './portal-message.machine';
export { connect as connectPortalMessage, type PortalMessageView } from './portal-message.connect';
export { statesOfInterest as portalMessageStatesOfInterest } from './portal-message.states';
export { portalMessageFakes } from './portal-message.fakes';
export { portalMessageMessages } from './messages';
