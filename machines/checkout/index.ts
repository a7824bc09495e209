export * from './checkout.machine';
export { connect as connectCheckout, type CheckoutStatus, type CheckoutView } from './checkout.connect';
export { statesOfInterest as checkoutStatesOfInterest } from './checkout.states';
export { checkoutFakes, sampleCheckout } from './checkout.fakes';
