import { Button, Card, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebsitePackage } from '@contract/catalogue';
import { useLanguage } from '@src/i18n/use-language';
import { CallButton } from './call-button.view';
import { startOnboarding } from './use-landing';
import './landing.css';

/** The closing call to action: onboarding with the page's package, or a call. */
export function LandingCallToAction({ pkg }: { pkg: WebsitePackage }) {
  const { t } = useTranslation();
  const hours = new Intl.NumberFormat(useLanguage()).format(pkg.deliveryHours);
  return (
    <Section size="3" px="4">
      <Container size="3">
        <Card size="5" variant="classic">
          <Flex direction="column" align="center" gap="4" className="site-centred">
            <Heading as="h2" size="8">
              {t('landing.cta.title')}
            </Heading>
            <Text size="4" color="gray" align="center">
              {t('landing.cta.text', { hours })}
            </Text>
            <Flex gap="3" wrap="wrap" justify="center">
              <Button size="3" onClick={() => startOnboarding(pkg.id)}>
                {t('landing.start', { package: pkg.name })}
                <ArrowRight size={16} aria-hidden className="landing-flip-in-rtl" />
              </Button>
              <CallButton label="landing_call" i18nKey="landing.call" />
            </Flex>
          </Flex>
        </Card>
      </Container>
    </Section>
  );
}
