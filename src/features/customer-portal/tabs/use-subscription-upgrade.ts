/** The upgrade machine, wired to the API; a done upgrade refreshes the subscriptions. */
import {
  connectSubscriptionUpgrade,
  subscriptionUpgradeMachine,
  type SubscriptionUpgradeView,
} from '@machines/subscription-upgrade';
import type { BodyOf } from '@contract/routes';
import { getQueryClient } from '@src/api/query-client';
import { routeActor } from '@src/api/route-actor';
import { routeQuery } from '@src/api/route-query';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';

export const useSubscriptionUpgrade = (): SubscriptionUpgradeView =>
  useFlow(subscriptionUpgradeMachine, connectSubscriptionUpgrade, {
    implementations: {
      actors: {
        upgradeSubscription: routeActor('upgradeSubscription', (body: BodyOf<'upgradeSubscription'>) => ({
          body,
        })),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        refreshSubscriptions: () =>
          void getQueryClient().invalidateQueries({ queryKey: routeQuery('customerSubscriptions').queryKey }),
      },
    },
  });
