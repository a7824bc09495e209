export * from './live-updates.machine';
export { connect as connectLiveUpdates, type LiveUpdatesView } from './live-updates.connect';
export { statesOfInterest as liveUpdatesStatesOfInterest } from './live-updates.states';
export { liveUpdatesFakes } from './live-updates.fakes';
