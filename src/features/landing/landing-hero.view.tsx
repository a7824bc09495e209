import {
  Badge,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  Link as ThemeLink,
  Section,
  Text,
} from '@radix-ui/themes';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WebsitePackage } from '@contract/catalogue';
import { CallButton } from './call-button.view';
import { LandingPackageCard } from './landing-package-card.view';
import { startOnboarding } from './use-landing';
import './landing.css';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

export interface LandingHeadline {
  eyebrow: string;
  headline: string;
  subheadline: string;
  pricingLink: string;
}

/** The page's h1 with its pitch, the way into onboarding, a call, and the package beside it. */
export function LandingHero({ text, pkg }: { text: LandingHeadline; pkg: WebsitePackage }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Section size="3" px="4" className="landing-hero">
      <Container size="4">
        <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="7" align="center">
          <Flex direction="column" gap="5" align="start">
            <Badge size="2" radius="full">
              {text.eyebrow}
            </Badge>
            <Heading as="h1" size={{ initial: '8', md: '9' }}>
              {text.headline}
            </Heading>
            <Text as="p" size="5" color="gray">
              {text.subheadline}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button size="3" onClick={() => startOnboarding(pkg.id)}>
                {t('landing.start', { package: pkg.name })}
                <ArrowRight size={16} aria-hidden className="landing-flip-in-rtl" />
              </Button>
              <CallButton label="landing_call" i18nKey="landing.call" />
            </Flex>
            <Flex gap="5" wrap="wrap">
              <ThemeLink asChild weight="medium">
                <Link to={localize('/#pricing')}>{text.pricingLink}</Link>
              </ThemeLink>
              <ThemeLink asChild weight="medium">
                <Link to={localize('/')}>{t('landing.portfolioLink')}</Link>
              </ThemeLink>
            </Flex>
          </Flex>
          <LandingPackageCard pkg={pkg} />
        </Grid>
      </Container>
    </Section>
  );
}
