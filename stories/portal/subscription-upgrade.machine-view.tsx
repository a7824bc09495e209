/** The upgrade's states of interest, as the subscriptions tab's plan and upgrade cards show them. */
import {
  connectSubscriptionUpgrade,
  subscriptionUpgradeFakes,
  subscriptionUpgradeMachine,
  subscriptionUpgradeStatesOfInterest,
} from '@machines/subscription-upgrade';
import { defineMachineView } from '../support/state-story';
import { UpgradeCards } from './portal-story-views';

export const machineView = defineMachineView({
  machine: subscriptionUpgradeMachine,
  statesOfInterest: subscriptionUpgradeStatesOfInterest,
  fakes: subscriptionUpgradeFakes,
  connect: connectSubscriptionUpgrade,
  View: UpgradeCards,
});
