export * from './health-check.machine';
export {
  connect as connectHealthCheck,
  scoreBandOf,
  type HealthCheckView,
  type HealthFinding,
  type HealthFindingFigure,
  type HealthIssueGroup,
  type RevenueLossTone,
  type ScoreBand,
} from './health-check.connect';
export { statesOfInterest as healthCheckStatesOfInterest } from './health-check.states';
export { healthCheckFakes } from './health-check.fakes';
