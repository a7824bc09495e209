export * from './domain-order.machine';
export {
  connect as connectDomainOrder,
  type DomainAvailability,
  type DomainExtensionView,
  type DomainOrderView,
  type DomainPeriodView,
  type DomainResultView,
} from './domain-order.connect';
export { statesOfInterest as domainOrderStatesOfInterest } from './domain-order.states';
export { domainOrderFakes } from './domain-order.fakes';
