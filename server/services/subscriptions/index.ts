/**
 * Maintenance subscriptions: the customer's list, and upgrades (decision 17) — only to a higher
 * plan, applied at once, answered with the new monthly price for the success toast.
 */
import { maintenancePriceFor, planRank, type PlanId } from '@contract/catalogue';
import type { UpgradeSubscriptionResponse } from '@contract/api/customer';
import type { Subscription } from '@contract/entities';
import { badRequest, notFound } from '../../http/errors';
import { mappedOnce } from '../../lib/mapped-once';
import type { Store } from '../../store/port';
import type { SubscriptionRecord } from '../../store/records';

export const SUBSCRIPTION_MESSAGES = {
  notFound: 'Subscription not found',
  notHigher: 'You can only upgrade to a higher plan',
} as const;

export interface SubscriptionService {
  listForCustomer(customerId: string): Promise<Subscription[]>;
  upgrade(
    customerId: string,
    input: { subscriptionId: string; newPlanId: PlanId },
  ): Promise<UpgradeSubscriptionResponse>;
}

export const toSubscription = (record: SubscriptionRecord): Subscription => ({
  id: record.id,
  plan: record.plan,
  status: record.status,
  monthlyPrice: maintenancePriceFor(record.plan),
  currentPeriodEnd: record.currentPeriodEnd,
  createdAt: record.createdAt,
});

/** A customer's list, mapped once while their subscriptions do not change (lib/mapped-once.ts). */
const toSubscriptions = mappedOnce(toSubscription);

export function createSubscriptionService(deps: { store: Store }): SubscriptionService {
  const { subscriptions } = deps.store;
  return {
    async listForCustomer(customerId) {
      return toSubscriptions(await subscriptions.listByCustomer(customerId));
    },
    async upgrade(customerId, { subscriptionId, newPlanId }) {
      const current = await subscriptions.findById(subscriptionId);
      // Another customer's subscription is as unknown as a missing one.
      if (!current || current.customerId !== customerId) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
      if (planRank(newPlanId) <= planRank(current.plan)) {
        const message = SUBSCRIPTION_MESSAGES.notHigher;
        throw badRequest(message, { issues: [{ path: 'newPlanId', message }] });
      }
      const updated = await subscriptions.update(subscriptionId, { plan: newPlanId });
      if (!updated) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
      const subscription = toSubscription(updated);
      return { subscription, monthlyPrice: subscription.monthlyPrice };
    },
  };
}
