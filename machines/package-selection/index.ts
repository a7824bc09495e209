export * from './package-selection.machine';
export { connect as connectPackageSelection, type PackageSelectionView } from './package-selection.connect';
export { statesOfInterest as packageSelectionStatesOfInterest } from './package-selection.states';
