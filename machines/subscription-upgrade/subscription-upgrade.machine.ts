/**
 * A maintenance plan upgrade from the customer portal (spec part 1 §4, §8; decision 17): only to a
 * higher plan, applied at once, the new monthly price in the success toast.
 */
import { assign, fromPromise, setup } from 'xstate';
import { MAINTENANCE_PLANS, formatUsd, planRank, type PlanId } from '@contract/catalogue';
import type { BodyOf, ResponseOf } from '@contract/routes';
import type { ToastParams } from '../shared/toast';

export interface SubscriptionUpgradeContext {
  /** The upgrade being sent. */
  pending: BodyOf<'upgradeSubscription'> | null;
}

export type SubscriptionUpgradeEvent = {
  type: 'upgrade.choose';
  subscriptionId: string;
  currentPlan: PlanId;
  newPlanId: PlanId;
};

const key = (name: string) => `subscriptionUpgrade.toast.${name}`;

/** 'Subscription Upgraded!' with the new plan's monthly price, in USD whatever the language. */
export const upgradedToast = (plan: PlanId): ToastParams => ({
  titleKey: key('upgraded.title'),
  descriptionKey: key('upgraded.description'),
  values: { price: formatUsd(MAINTENANCE_PLANS[plan].monthly) },
  variant: 'success',
});

export const upgradeFailedToast: ToastParams = {
  titleKey: key('failed.title'),
  descriptionKey: key('failed.description'),
  variant: 'error',
};

export const subscriptionUpgradeMachine = setup({
  types: {
    context: {} as SubscriptionUpgradeContext,
    events: {} as SubscriptionUpgradeEvent,
  },
  actors: {
    upgradeSubscription: fromPromise<ResponseOf<'upgradeSubscription'>, BodyOf<'upgradeSubscription'>>(
      async () => {
        throw new Error('upgradeSubscription is provided by the app');
      },
    ),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: refresh the cached subscriptions. */
    refreshSubscriptions: () => {},
    setPending: assign({ pending: (_, params: BodyOf<'upgradeSubscription'>) => params }),
    clearPending: assign({ pending: null }),
  },
  guards: {
    isHigherPlan: (_, { currentPlan, newPlanId }: { currentPlan: PlanId; newPlanId: PlanId }) =>
      planRank(newPlanId) > planRank(currentPlan),
  },
}).createMachine({
  id: 'subscriptionUpgrade',
  context: { pending: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upgrade.choose': {
          guard: { type: 'isHigherPlan', params: ({ event }) => event },
          target: 'upgrading',
          actions: {
            type: 'setPending',
            params: ({ event }) => ({ subscriptionId: event.subscriptionId, newPlanId: event.newPlanId }),
          },
        },
      },
    },
    upgrading: {
      invoke: {
        id: 'upgradeSubscription',
        src: 'upgradeSubscription',
        input: ({ context }) => context.pending ?? { subscriptionId: '', newPlanId: 'startup' },
        onDone: {
          target: 'idle',
          actions: [
            'refreshSubscriptions',
            {
              type: 'showToast',
              params: ({ context }) => upgradedToast(context.pending?.newPlanId ?? 'startup'),
            },
            'clearPending',
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'showToast', params: upgradeFailedToast }, 'clearPending'],
        },
      },
    },
  },
});

export type SubscriptionUpgradeMachine = typeof subscriptionUpgradeMachine;
