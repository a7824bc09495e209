import { Lock, TriangleAlert } from 'lucide-react';
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { CheckoutView } from '@machines/checkout';

/** Why the last pay or cancel failed, with the server's message when it sent one. */
function CallFailed({ view }: { view: CheckoutView }) {
  const { t } = useTranslation();
  const failed = view.status === 'payError' ? 'payError' : 'cancelError';
  return (
    <Callout.Root color="red" role="alert" highContrast>
      <Callout.Icon>
        <TriangleAlert size={16} />
      </Callout.Icon>
      <Flex direction="column" gap="1">
        <Text as="p" size="2" weight="bold">
          {t(`checkout.${failed}.title`)}
        </Text>
        <Callout.Text>{view.errorMessage ?? t(`checkout.${failed}.fallback`)}</Callout.Text>
      </Flex>
    </Callout.Root>
  );
}

/** Pay and Cancel; while a call runs both are disabled and the running one says so. */
export function CheckoutActions({ view }: { view: CheckoutView }) {
  const { t } = useTranslation();
  if (view.status === 'redirecting') {
    return (
      <Flex align="center" justify="center" gap="2" py="3" role="status">
        <Spinner />
        <Text color="gray">{t('checkout.redirecting')}</Text>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="3">
      {(view.status === 'payError' || view.status === 'cancelError') && <CallFailed view={view} />}
      <Button size="3" {...view.getPayButtonProps()}>
        {view.busyAction === 'pay' ? <Spinner /> : <Lock size={16} />}
        {view.busyAction === 'pay' ? (
          t('checkout.paying')
        ) : (
          // One flex item (the button spaces its children); the amount is isolated so that
          // right-to-left text keeps "$2,995.00" in one piece.
          <span>
            <Trans
              i18nKey="checkout.pay"
              values={{ amount: view.amountLabel }}
              components={{ bdi: <bdi /> }}
            />
          </span>
        )}
      </Button>
      <Button size="3" variant="soft" color="gray" {...view.getCancelButtonProps()}>
        {view.busyAction === 'cancel' && <Spinner />}
        {view.busyAction === 'cancel' ? t('checkout.cancelling') : t('checkout.cancel')}
      </Button>
    </Flex>
  );
}
