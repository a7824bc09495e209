/** View props of the subscriptions tab's upgrade cards. */
import type { SnapshotFrom } from 'xstate';
import { maintenancePriceFor, upgradesFrom, type PlanId } from '@contract/catalogue';
import type { SubscriptionUpgradeEvent, SubscriptionUpgradeMachine } from './subscription-upgrade.machine';

export interface UpgradeOffer {
  plan: PlanId;
  /** Whole dollars a month. */
  monthly: number;
  /** What it costs more than the current plan, whole dollars a month. */
  difference: number;
}

/** The plans above the current one, each with its price difference. */
export const upgradeOffers = (currentPlan: string): UpgradeOffer[] =>
  upgradesFrom(currentPlan).map((plan) => ({
    plan,
    monthly: maintenancePriceFor(plan),
    difference: maintenancePriceFor(plan) - maintenancePriceFor(currentPlan),
  }));

export interface SubscriptionUpgradeView {
  isUpgrading: boolean;
  /** The plan being applied, to show its card busy. */
  upgradingTo: PlanId | null;
  onUpgrade: (subscriptionId: string, currentPlan: PlanId, newPlanId: PlanId) => void;
}

export const connect = (
  snapshot: SnapshotFrom<SubscriptionUpgradeMachine>,
  send: (event: SubscriptionUpgradeEvent) => void,
): SubscriptionUpgradeView => ({
  isUpgrading: snapshot.matches('upgrading'),
  upgradingTo: snapshot.context.pending?.newPlanId ?? null,
  onUpgrade: (subscriptionId, currentPlan, newPlanId) =>
    send({ type: 'upgrade.choose', subscriptionId, currentPlan, newPlanId }),
});
