import { RefreshCw } from 'lucide-react';
import { Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_PLANS, formatUsd } from '@contract/catalogue';
import { routeQuery } from '@src/api/route-query';
import { SubscriptionPlans } from './subscriptions.view';
import { CardsSkeleton, EmptyState, LoadFailed } from './tab-states.view';
import { useSubscriptionUpgrade } from './use-subscription-upgrade';

/** The maintenance subscriptions (spec part 1 §2): the current plan and its upgrades. */
export function SubscriptionsTab() {
  const { t } = useTranslation();
  const subscriptions = useQuery(routeQuery('customerSubscriptions'));
  const upgrade = useSubscriptionUpgrade();
  if (subscriptions.isPending) return <CardsSkeleton label={t('portal.subscriptions.loading')} cards={1} />;
  if (subscriptions.isError) {
    return (
      <LoadFailed
        title={t('portal.subscriptions.failed')}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  }
  if (subscriptions.data.length === 0) {
    return (
      <EmptyState
        icon={<RefreshCw size={32} color="var(--gray-9)" aria-hidden />}
        title={t('portal.subscriptions.empty.title')}
        description={t('portal.subscriptions.empty.description', {
          price: formatUsd(MAINTENANCE_PLANS.startup.monthly),
        })}
      />
    );
  }
  return (
    <Flex direction="column" gap="5">
      {subscriptions.data.map((subscription) => (
        <SubscriptionPlans key={subscription.id} subscription={subscription} view={upgrade} />
      ))}
    </Flex>
  );
}
