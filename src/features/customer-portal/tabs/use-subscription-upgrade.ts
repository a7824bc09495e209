/** The upgrade machine, wired to the API; a done upgrade refreshes the subscriptions. */
import {
  connectSubscriptionUpgrade,
  subscriptionUpgradeMachine,
  type SubscriptionUpgradeView,
} from '../../../../machines/subscription-upgrade';
import type { BodyOf } from '../../../../contract/routes';
import { getQueryClient } from '../../../api/query-client';
import { routeActor } from '../../../api/route-actor';
import { routeQuery } from '../../../api/route-query';
import { showMachineToast } from '../../../app/show-machine-toast';
import { useFlow } from '../../../lib/use-flow';

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
