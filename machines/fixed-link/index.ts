export * from './fixed-link.machine';
export { connect as connectFixedLink, type FixedLinkView } from './fixed-link.connect';
export { statesOfInterest as fixedLinkStatesOfInterest } from './fixed-link.states';
export { fixedLinkFakes } from './fixed-link.fakes';
