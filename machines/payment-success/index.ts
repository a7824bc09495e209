export * from './payment-success.machine';
export { connect as connectPaymentSuccess, type PaymentSuccessView } from './payment-success.connect';
export { statesOfInterest as paymentSuccessStatesOfInterest } from './payment-success.states';
export { paymentSuccessFakes } from './payment-success.fakes';
