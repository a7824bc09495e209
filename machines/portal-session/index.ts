export * from './portal-session.machine';
export {
  connect as connectPortalSession,
  type PortalSessionSenders,
  type PortalSessionSnapshots,
  type PortalSessionView,
  connectSummary as connectPortalSessionSummary,
  type PortalSessionSummary,
} from './portal-session.connect';
export { statesOfInterest as portalSessionStatesOfInterest } from './portal-session.states';
export { portalSessionFakes } from './portal-session.fakes';
