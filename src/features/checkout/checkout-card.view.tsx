import { Info } from 'lucide-react';
import { Badge, Callout, Card, Flex, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CheckoutView } from '@machines/checkout';
import { CheckoutActions } from './checkout-actions.view';
import {
  AlreadyPaidNotice,
  CancelledNotice,
  CheckoutLoadError,
  CheckoutNotFound,
  CheckoutSkeleton,
} from './checkout-notices.view';
import { CheckoutSummary } from './checkout-summary.view';

/** The body of the page for each status of the checkout. */
function CheckoutBody({ view }: { view: CheckoutView }) {
  switch (view.status) {
    case 'loading':
      return <CheckoutSkeleton />;
    case 'notFound':
      return <CheckoutNotFound />;
    case 'loadError':
      return <CheckoutLoadError view={view} />;
    case 'alreadyPaid':
    case 'cancelled':
      return (
        <Card size="3">
          <Flex direction="column" gap="5">
            {view.status === 'alreadyPaid' ? <AlreadyPaidNotice view={view} /> : <CancelledNotice />}
            <CheckoutSummary view={view} />
          </Flex>
        </Card>
      );
    default:
      return (
        <Card size="3">
          <Flex direction="column" gap="5">
            <CheckoutSummary view={view} />
            <CheckoutActions view={view} />
          </Flex>
        </Card>
      );
  }
}

/** The sandbox checkout: it says plainly that it is a test, then what is paid and how. */
export function CheckoutCard({ view }: { view: CheckoutView }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size={{ initial: '7', md: '8' }}>
          {t('checkout.title')}
        </Heading>
        <Badge color="amber" size="2" variant="surface" highContrast>
          {t('checkout.testMode')}
        </Badge>
      </Flex>
      <Callout.Root color="amber" variant="surface" highContrast>
        <Callout.Icon>
          <Info size={16} />
        </Callout.Icon>
        <Flex direction="column" gap="1">
          <Callout.Text weight="bold">{t('checkout.sandboxNotice')}</Callout.Text>
          <Callout.Text size="1">{t('checkout.sandboxDetails')}</Callout.Text>
        </Flex>
      </Callout.Root>
      <CheckoutBody view={view} />
    </Flex>
  );
}
