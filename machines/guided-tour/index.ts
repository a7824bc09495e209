export * from './guided-tour.machine';
export { connect as connectGuidedTour, type GuidedTourView } from './guided-tour.connect';
export { statesOfInterest as guidedTourStatesOfInterest } from './guided-tour.states';
