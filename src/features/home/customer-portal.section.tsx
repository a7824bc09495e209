import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { dispatchPageEvent } from '@src/app/page-events';
import { HomeSection } from './home-section';

/** Section 12 (anchor customer-portal): existing customers open the portal from here. */
export function CustomerPortalSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="customer-portal" title={t('home.portal.title')}>
      <Card size="4" className="portal-card">
        <Flex direction="column" align="center" gap="4">
          <Text as="p" size="4" align="center">
            {t('home.portal.text')}
          </Text>
          <Button size="4" onClick={() => dispatchPageEvent('openCustomerPortal')}>
            {t('home.portal.button')}
          </Button>
        </Flex>
      </Card>
    </HomeSection>
  );
}
