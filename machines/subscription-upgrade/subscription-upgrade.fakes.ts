/** Services answering at once, for stories and tests: the contract's answers. */
import { MAINTENANCE_PLANS } from '@contract/catalogue';
import type { BodyOf, ResponseOf } from '@contract/routes';
import type { FakeServices } from '../shared/states-of-interest';
import { sampleSubscription } from '../testing/fixtures';

export const subscriptionUpgradeFakes = {
  upgradeSubscription: ({
    subscriptionId,
    newPlanId,
  }: BodyOf<'upgradeSubscription'>): ResponseOf<'upgradeSubscription'> => {
    const monthlyPrice = MAINTENANCE_PLANS[newPlanId].monthly;
    return {
      subscription: { ...sampleSubscription, id: subscriptionId, plan: newPlanId, monthlyPrice },
      monthlyPrice,
    };
  },
} satisfies FakeServices;
