export * from './subscription-upgrade.machine';
export {
  connect as connectSubscriptionUpgrade,
  upgradeOffers,
  type SubscriptionUpgradeView,
  type UpgradeOffer,
} from './subscription-upgrade.connect';
export { statesOfInterest as subscriptionUpgradeStatesOfInterest } from './subscription-upgrade.states';
export { subscriptionUpgradeFakes } from './subscription-upgrade.fakes';
