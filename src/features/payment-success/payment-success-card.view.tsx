import { CircleCheckBig, Clock, House } from 'lucide-react';
import { Button, Callout, Card, DataList, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MARKETING } from '@contract/catalogue';
import type { PaymentSuccessView } from '@machines/payment-success';
import { NextSteps } from './next-steps.view';
import { PaymentActions } from './payment-actions.view';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

const purchaseText = (view: PaymentSuccessView | null, t: TFunction): string => {
  if (!view) return t('paymentSuccess.purchase.default');
  return 'key' in view.purchase ? t(view.purchase.key) : view.purchase.text;
};

/** What was bought and for how much; unknown until the page has read its address. */
function PaymentSummary({ view }: { view: PaymentSuccessView | null }) {
  const { t } = useTranslation();
  return (
    <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} size="3">
      <DataList.Item>
        <DataList.Label minWidth="160px">{t('paymentSuccess.purchaseLabel')}</DataList.Label>
        <DataList.Value>
          <Skeleton loading={!view}>
            <Text weight="bold" data-testid="payment-package">
              {purchaseText(view, t)}
            </Text>
          </Skeleton>
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label minWidth="160px">{t('paymentSuccess.amountLabel')}</DataList.Label>
        <DataList.Value>
          <Skeleton loading={!view}>
            <Text weight="bold" data-testid="payment-amount">
              <bdi>{view?.amountLabel ?? '$0'}</bdi>
            </Text>
          </Skeleton>
        </DataList.Value>
      </DataList.Item>
    </DataList.Root>
  );
}

/**
 * The payment-success page: the confirmation, what was paid, the 2-hour promise and the next
 * steps, then on to the project details. `view` is null until the page has read its address
 * (the server rendered it without one).
 */
export function PaymentSuccessCard({ view }: { view: PaymentSuccessView | null }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <Flex direction="column" gap="5">
        <Flex direction="column" align="center" gap="3" className="site-centred">
          <Text color="green" asChild>
            <CircleCheckBig size={56} aria-hidden />
          </Text>
          <Heading as="h1" size={{ initial: '7', md: '8' }}>
            {t('pages.paymentSuccess.title')}
          </Heading>
          <Text as="p" size="4" color="gray">
            {t('paymentSuccess.thanks')}
          </Text>
        </Flex>
        <PaymentSummary view={view} />
        <Callout.Root color="green" variant="surface">
          <Callout.Icon>
            <Clock size={16} />
          </Callout.Icon>
          <Callout.Text weight="medium">
            {t('paymentSuccess.contactPromise', { hours: MARKETING.supportContactWithinHours })}
          </Callout.Text>
        </Callout.Root>
        <NextSteps />
        <Text as="p" size="2" color="gray" role="status" align="center">
          {view?.isRedirecting
            ? t('paymentSuccess.toast.redirecting.title')
            : t('paymentSuccess.redirectNotice')}
        </Text>
        <PaymentActions>
          <Button asChild size="3">
            <Link to={localize('/')} onClick={view?.onLeave}>
              <House size={16} aria-hidden />
              {t('paymentSuccess.backHome')}
            </Link>
          </Button>
        </PaymentActions>
      </Flex>
    </Card>
  );
}
