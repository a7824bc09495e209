/** How the coverage suite explores the upgrade. */
import type { CoverageSpec } from '../testing/coverage';
import { subscriptionUpgradeMachine, type SubscriptionUpgradeMachine } from './subscription-upgrade.machine';
import { chooseEnterprise } from './subscription-upgrade.states';

export const subscriptionUpgradeCoverage: CoverageSpec<SubscriptionUpgradeMachine> = {
  name: 'subscriptionUpgrade',
  machine: subscriptionUpgradeMachine,
  inputs: [undefined],
  events: { 'upgrade.choose': [chooseEnterprise, { ...chooseEnterprise, newPlanId: 'startup' }] },
};
