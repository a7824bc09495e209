import { Button, Callout, Flex, Heading, RadioCards, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatUsd, isPackageId } from '@contract/catalogue';
import type { OnboardingView } from '@machines/onboarding';

/** Step 2: the package chosen, and the ones above it to upgrade to. */
export function PackageStep({ view }: { view: OnboardingView }) {
  const { t } = useTranslation();
  const canUpgrade = view.offeredPackages.length > 1;
  return (
    <Flex direction="column" gap="4">
      <Heading as="h3" size="4" tabIndex={-1} id="onboarding-package-heading">
        {t('onboarding.package.heading')}
      </Heading>
      {canUpgrade && (
        <Text size="2" color="gray">
          {t('onboarding.package.upgradeHeading')}
        </Text>
      )}
      <RadioCards.Root
        aria-labelledby="onboarding-package-heading"
        value={view.currentPackage.id}
        onValueChange={(value) => isPackageId(value) && view.onChoosePackage(value)}
        columns={{ initial: '1', sm: canUpgrade ? '2' : '1' }}
        size="2"
      >
        {view.offeredPackages.map((pkg) => (
          <RadioCards.Item key={pkg.id} value={pkg.id}>
            <Flex direction="column" width="100%" gap="1">
              <Flex justify="between" gap="2" wrap="wrap">
                <Text weight="bold">{pkg.name}</Text>
                <Text weight="bold">{formatUsd(pkg.price)}</Text>
              </Flex>
              <Text size="1" color="gray">
                {t(`catalogue.packages.${pkg.id}`)}
              </Text>
              <Text size="1" color="gray">
                {t('catalogue.delivery', { hours: pkg.deliveryHours })}
              </Text>
            </Flex>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
      {!canUpgrade && (
        <Callout.Root color="green" variant="surface">
          <Callout.Text>{t('onboarding.package.topPackage')}</Callout.Text>
        </Callout.Root>
      )}
      <Button size="3" onClick={view.onContinueToPayment} disabled={view.isBusy}>
        {t('onboarding.package.continue')}
      </Button>
    </Flex>
  );
}
