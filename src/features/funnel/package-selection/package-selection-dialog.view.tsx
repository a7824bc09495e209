import { PhoneLink } from '@src/components/phone-link/phone-link';
import { Phone, X } from 'lucide-react';
import { Dialog, Flex, Grid, IconButton, Link, Separator, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PACKAGES } from '@contract/catalogue';
import type { PackageSelectionView } from '@machines/package-selection';
import { siteConfig } from '@src/lib/site-config';
import { PackageCard } from './package-card.view';
import { useReturnFocus } from '@src/lib/use-return-focus';

/** 'Choose Your Website Package': the four packages, side by side from wide screens on. */
export function PackageSelectionDialog({ view }: { view: PackageSelectionView }) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={view.isOpen} onOpenChange={(open) => !open && view.onClose()}>
      <Dialog.Content maxWidth="1240px" size={{ initial: '2', sm: '4' }} {...returnFocus}>
        <Flex justify="between" align="start" gap="3">
          <Flex direction="column" gap="1">
            <Dialog.Title size={{ initial: '6', sm: '7' }} mb="0">
              {t('packageSelection.title')}
            </Dialog.Title>
            <Dialog.Description size="2" color="gray">
              {t('packageSelection.description', { hours: PACKAGES.startup.deliveryHours })}
            </Dialog.Description>
          </Flex>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" size="2" aria-label={t('packageSelection.close')}>
              <X size={20} aria-hidden />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4" mt="5">
          {view.packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} onChoose={view.onChoose} />
          ))}
        </Grid>
        <Separator size="4" my="5" />
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text size="2">
            <Link asChild>
              <PhoneLink label="package_selection">
                <Flex as="span" gap="2" align="center" display="inline-flex">
                  <Phone size={16} aria-hidden />
                  {t('packageSelection.callUs', { phone: siteConfig.phone })}
                </Flex>
              </PhoneLink>
            </Link>
          </Text>
          <Text size="2" color="gray">
            {t('packageSelection.delivery', { hours: PACKAGES.startup.deliveryHours })}
          </Text>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
