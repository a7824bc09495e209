import { Badge, DataList, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CheckoutView } from '@machines/checkout';

/** What is bought, for whom, and the amount due. */
export function CheckoutSummary({ view }: { view: CheckoutView }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="3">
        {t('checkout.summary')}
      </Heading>
      <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} size="2">
        <DataList.Item>
          <DataList.Label minWidth="140px">{t('checkout.item')}</DataList.Label>
          <DataList.Value>
            <Text weight="medium">{view.description}</Text>
          </DataList.Value>
        </DataList.Item>
        {view.purposeKey && (
          <DataList.Item>
            <DataList.Label minWidth="140px">{t('checkout.purchaseType')}</DataList.Label>
            <DataList.Value>
              <Badge variant="soft" radius="full">
                {t(view.purposeKey)}
              </Badge>
            </DataList.Value>
          </DataList.Item>
        )}
        {view.customerEmail && (
          <DataList.Item>
            <DataList.Label minWidth="140px">{t('checkout.customerEmail')}</DataList.Label>
            <DataList.Value>
              <Text dir="ltr">{view.customerEmail}</Text>
            </DataList.Value>
          </DataList.Item>
        )}
      </DataList.Root>
      <Separator size="4" />
      <Flex justify="between" align="baseline" gap="3">
        <Text size="3" weight="medium">
          {t('checkout.total')}
        </Text>
        <Text size="7" weight="bold" data-testid="checkout-amount">
          <bdi>{view.amountLabel}</bdi>
        </Text>
      </Flex>
      <Text size="1" color="gray" mt="-2">
        {t('checkout.currencyNote')}
      </Text>
    </Flex>
  );
}
