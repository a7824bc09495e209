/** Services answering at once, for stories and tests. */
import type { FakeServices } from '../shared/states-of-interest';
import type { UpgradeRequest } from './subscription-upgrade.machine';

export const subscriptionUpgradeFakes = {
  upgradeSubscription: ({ subscriptionId, newPlanId }: UpgradeRequest) => ({
    id: subscriptionId,
    plan: newPlanId,
    status: 'active',
  }),
} satisfies FakeServices;
