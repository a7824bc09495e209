import { Badge, Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, PACKAGES } from '../../../contract/catalogue';
import { dispatchPageEvent } from '../../app/page-events';
import { TextPhoneLink } from '../../components/phone-link/phone-link';
import { useNumberFormats } from './number-formats';

/** Section 1: the 48-hour guarantee, the page's h1, the two calls to action and the repair line. */
export function HeroSection() {
  const { t } = useTranslation();
  const { usd } = useNumberFormats();
  const hours = PACKAGES.startup.deliveryHours;
  return (
    <Section
      id="hero"
      size={{ initial: '2', md: '4' }}
      px="4"
      aria-labelledby="hero-title"
      className="home-hero"
    >
      <Container size="3">
        <Flex direction="column" align="center" gap="5">
          <Badge size="3" color="green" variant="soft" radius="full">
            {t('home.hero.guarantee', { hours })}
          </Badge>
          <Heading as="h1" id="hero-title" size={{ initial: '7', xs: '8', md: '9' }} align="center">
            {t('pages.home.title', { hours })}
          </Heading>
          <Text
            as="p"
            size={{ initial: '4', md: '5' }}
            color="gray"
            align="center"
            className="home-hero__lead"
          >
            {t('home.hero.lead', { hours, discount: usd(AMOUNTS.deliveryGuaranteeDiscountDollars) })}
          </Text>
          <Flex gap="3" wrap="wrap" justify="center">
            <Button size="4" className="wrap-label" onClick={() => dispatchPageEvent('openPackageSelection')}>
              {t('home.hero.start', { price: usd(PACKAGES.startup.price) })}
            </Button>
            <Button size="4" variant="outline" asChild>
              <a href="#portfolio">{t('home.hero.viewWork')}</a>
            </Button>
          </Flex>
          <Text as="p" size="3" align="center">
            {t('home.hero.repair')} <TextPhoneLink line="repair" label="hero_cta" />
          </Text>
        </Flex>
      </Container>
    </Section>
  );
}
