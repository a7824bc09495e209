import type React from 'react';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { Button, Callout, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CheckoutView } from '@machines/checkout';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/** The summary's shape while the payment loads. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <Card size="3" role="status" aria-label={t('checkout.loading')} aria-busy>
      <Flex direction="column" gap="4">
        <Skeleton width="140px" height="20px" />
        <Skeleton width="100%" height="20px" />
        <Skeleton width="60%" height="20px" />
        <Skeleton width="100%" height="1px" />
        <Flex justify="between">
          <Skeleton width="90px" height="24px" />
          <Skeleton width="140px" height="36px" />
        </Flex>
        <Skeleton width="100%" height="40px" />
        <Skeleton width="100%" height="40px" />
      </Flex>
    </Card>
  );
}

function HomeButton() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Button asChild size="3" variant="soft">
      <Link to={localize('/')}>{t('checkout.backHome')}</Link>
    </Button>
  );
}

export function CheckoutNotFound() {
  const { t } = useTranslation();
  return (
    <Card size="3">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="5">
          {t('checkout.notFound.title')}
        </Heading>
        <Text color="gray">{t('checkout.notFound.description')}</Text>
        <HomeButton />
      </Flex>
    </Card>
  );
}

export function CheckoutLoadError({ view }: { view: CheckoutView }) {
  const { t } = useTranslation();
  return (
    <Callout.Root color="red" role="alert" size="2" highContrast>
      <Callout.Icon>
        <TriangleAlert size={16} />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text as="p" weight="bold">
          {t('checkout.loadError.title')}
        </Text>
        <Callout.Text>{view.errorMessage ?? t('checkout.loadError.fallback')}</Callout.Text>
        <Button variant="soft" color="red" highContrast {...view.getRetryButtonProps()}>
          {t('checkout.retry')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

/** A settled outcome: an icon, a bold title and one sentence, in the outcome's colour. */
function OutcomeCallout({
  color,
  icon,
  title,
  description,
}: {
  color: 'green' | 'gray';
  icon: React.ReactNode;
  title: string;
  description: string;
}) {
  return (
    <Callout.Root color={color}>
      <Callout.Icon>{icon}</Callout.Icon>
      <Flex direction="column" gap="1">
        <Text as="p" weight="bold">
          {title}
        </Text>
        <Callout.Text>{description}</Callout.Text>
      </Flex>
    </Callout.Root>
  );
}

/** Paid before: nothing to pay again, only the way on. */
export function AlreadyPaidNotice({ view }: { view: CheckoutView }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4">
      <OutcomeCallout
        color="green"
        icon={<CircleCheck size={16} />}
        title={t('checkout.alreadyPaid.title')}
        description={t('checkout.alreadyPaid.description')}
      />
      {view.returnUrl && (
        <Button asChild size="3">
          {/* The return URL may leave the app (the portal, a provider): a plain link. */}
          <a href={view.returnUrl}>{t('checkout.alreadyPaid.continue')}</a>
        </Button>
      )}
    </Flex>
  );
}

export function CancelledNotice() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4">
      <OutcomeCallout
        color="gray"
        icon={<CircleX size={16} />}
        title={t('checkout.cancelled.title')}
        description={t('checkout.cancelled.description')}
      />
      <HomeButton />
    </Flex>
  );
}
