import { Lock } from 'lucide-react';
import { Button, Card, DataList, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MARKETING, formatUsd } from '@contract/catalogue';
import type { OnboardingView } from '@machines/onboarding';

/** Step 3: what is paid, then off to the checkout; the return comes back at the domain step. */
export function PaymentStep({ view }: { view: OnboardingView }) {
  const { t } = useTranslation();
  const pkg = view.currentPackage;
  const amount = formatUsd(pkg.price);
  const busy = view.activity === 'creatingPayment' || view.activity === 'redirecting';
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Heading as="h3" size="4" tabIndex={-1}>
          {t('onboarding.payment.heading')}
        </Heading>
        <Text size="2" color="gray">
          {t('onboarding.payment.intro', { hours: MARKETING.workStartsWithinHours })}
        </Text>
      </Flex>
      <Card variant="surface">
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label>{t('onboarding.payment.package')}</DataList.Label>
            <DataList.Value>{pkg.name}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('onboarding.payment.total')}</DataList.Label>
            <DataList.Value>
              <Text weight="bold" size="4">
                {amount}
              </Text>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <Button size="3" onClick={view.onStartPayment} disabled={view.isBusy} aria-busy={busy}>
        {busy ? <Spinner /> : <Lock size={16} aria-hidden />}
        {view.activity === 'creatingPayment'
          ? t('onboarding.payment.creating')
          : view.activity === 'redirecting'
            ? t('onboarding.payment.redirecting')
            : t('onboarding.payment.pay', { amount })}
      </Button>
      <Text size="1" color="gray" align="center">
        {t('onboarding.payment.note')}
      </Text>
    </Flex>
  );
}
