/** The upgrade's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { SubscriptionUpgradeEvent } from './subscription-upgrade.machine';

type Entry = StateOfInterest<SubscriptionUpgradeEvent, undefined>;
export const chooseEnterprise: SubscriptionUpgradeEvent = {
  type: 'upgrade.choose',
  subscriptionId: 'sub_1',
  currentPlan: 'professional',
  newPlanId: 'enterprise',
};

export const statesOfInterest: readonly Entry[] = [
  { name: 'Offers', description: 'The current plan and the upgrade cards.', events: [], expected: 'idle' },
  {
    name: 'Upgrading',
    description: 'The chosen upgrade is being applied.',
    events: [chooseEnterprise],
    answers: { upgradeSubscription: 'pending' },
    expected: 'upgrading',
  },
];
