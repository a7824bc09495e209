export * from './funnel.machine';
export { isHomePage, isPaymentPage } from './funnel.pages';
export {
  connect as connectFunnel,
  connectDraftPrompt,
  type DraftPromptView,
  type FunnelSenders,
  type FunnelSnapshots,
  type FunnelView,
} from './funnel.connect';
export { statesOfInterest as funnelStatesOfInterest } from './funnel.states';
export { funnelFakes } from './funnel.fakes';
