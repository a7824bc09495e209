import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MARKETING, PACKAGES } from '@contract/catalogue';
import { dispatchPageEvent } from '@src/app/page-events';
import { TextPhoneLink } from '@src/components/phone-link/phone-link';
import { siteConfig } from '@src/lib/site-config';
import { HomeSection } from './home-section';
import { useNumberFormats } from '@src/i18n/number-formats';

/** Section 13 (anchor contact, the navigation's Contact link): the final call to action. */
export function ContactSection() {
  const { t } = useTranslation();
  const formats = useNumberFormats();
  return (
    <HomeSection
      id="contact"
      tone="accent"
      title={t('home.contact.title')}
      subtitle={t('home.contact.text', {
        hours: PACKAGES.startup.deliveryHours,
        spots: MARKETING.spotsLeft,
      })}
    >
      <Flex direction="column" align="center" gap="4">
        <Button size="4" onClick={() => dispatchPageEvent('openPackageSelection')}>
          {t('home.contact.start')}
        </Button>
        <Text as="p" size="4" align="center">
          {t('home.contact.call')} <TextPhoneLink label="contact_cta" />
        </Text>
        <Text as="p" color="gray" align="center">
          {t('home.contact.address', { address: formats.ltr(siteConfig.address) })}
        </Text>
      </Flex>
    </HomeSection>
  );
}
