import { ArrowUpCircle } from 'lucide-react';
import { Badge, Button, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGES, formatUsd } from '@contract/catalogue';
import type { Subscription } from '@contract/entities';
import { upgradeOffers, type SubscriptionUpgradeView } from '@machines/subscription-upgrade';
import { PlanFeatures } from '@src/components/plan-features/plan-features.view';
import { useDateFormat } from './tab-states.view';

const STATUS_COLORS: Record<Subscription['status'], ComponentProps<typeof Badge>['color']> = {
  active: 'green',
  past_due: 'red',
  cancelled: 'gray',
};

function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  return (
    <Card size="3" variant="classic">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="start" gap="2" wrap="wrap">
          <Flex direction="column">
            <Text size="1" color="gray" weight="medium">
              {t('portal.subscriptions.current')}
            </Text>
            <Heading as="h3" size="5">
              {t('portal.subscriptions.planName', { name: PACKAGES[subscription.plan].name })}
            </Heading>
          </Flex>
          <Badge color={STATUS_COLORS[subscription.status]} variant="soft" size="2">
            {t(`portal.subscriptions.status.${subscription.status}`)}
          </Badge>
        </Flex>
        <Text size="6" weight="bold">
          {t('portal.subscriptions.perMonth', { price: formatUsd(subscription.monthlyPrice) })}
        </Text>
        <Text size="2" color="gray">
          {t('portal.subscriptions.renews', { date: date(subscription.currentPeriodEnd) })}
        </Text>
        <PlanFeatures plan={subscription.plan} />
      </Flex>
    </Card>
  );
}

function UpgradeCards({ subscription, view }: { subscription: Subscription; view: SubscriptionUpgradeView }) {
  const { t } = useTranslation();
  const offers = upgradeOffers(subscription.plan);
  if (offers.length === 0) {
    return (
      <Text size="2" color="gray">
        {t('portal.subscriptions.topPlan')}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="3">
      <Heading as="h3" size="4">
        {t('portal.subscriptions.upgrades')}
      </Heading>
      <Grid columns={{ initial: '1', sm: String(Math.min(offers.length, 3)) }} gap="3">
        {offers.map((offer) => {
          const busy = view.upgradingTo === offer.plan;
          const name = PACKAGES[offer.plan].name;
          return (
            <Card key={offer.plan} size="2">
              <Flex direction="column" gap="3" height="100%">
                <Heading as="h4" size="4">
                  {t('portal.subscriptions.planName', { name })}
                </Heading>
                <Flex direction="column">
                  <Text size="5" weight="bold">
                    {t('portal.subscriptions.perMonth', { price: formatUsd(offer.monthly) })}
                  </Text>
                  <Text size="2" color="indigo" weight="medium">
                    {t('portal.subscriptions.difference', { price: formatUsd(offer.difference) })}
                  </Text>
                </Flex>
                <Flex direction="column" flexGrow="1">
                  <PlanFeatures plan={offer.plan} />
                </Flex>
                <Button
                  disabled={view.isUpgrading}
                  aria-busy={busy}
                  onClick={() => view.onUpgrade(subscription.id, subscription.plan, offer.plan)}
                >
                  {busy ? <Spinner /> : <ArrowUpCircle size={16} aria-hidden />}
                  {busy ? t('portal.subscriptions.upgrading') : t('portal.subscriptions.upgrade', { name })}
                </Button>
              </Flex>
            </Card>
          );
        })}
      </Grid>
    </Flex>
  );
}

/** A subscription: its current-plan card and the upgrade cards with the price difference. */
export function SubscriptionPlans({
  subscription,
  view,
}: {
  subscription: Subscription;
  view: SubscriptionUpgradeView;
}) {
  return (
    <Flex direction="column" gap="4">
      <CurrentPlan subscription={subscription} />
      <UpgradeCards subscription={subscription} view={view} />
    </Flex>
  );
}
