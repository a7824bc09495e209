export * from './payment-link.machine';
export { connect as connectPaymentLink, type PaymentLinkView } from './payment-link.connect';
export { statesOfInterest as paymentLinkStatesOfInterest } from './payment-link.states';
export { paymentLinkFakes } from './payment-link.fakes';
