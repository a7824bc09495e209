import { Badge, Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, PACKAGES, formatUsd } from '@contract/catalogue';
import { dispatchPageEvent } from '@src/app/page-events';
import { TextPhoneLink } from '@src/components/phone-link/phone-link';

/**
 * Section 1: the 48-hour guarantee, the page's h1, the two calls to action and the repair line, and
 * beside them (below them on phones) the picture of the agency's kind of work. The picture is
 * home.css's: a box of the picture's shape (nothing moves when it arrives) whose background is the
 * AVIF or WebP at the width the box and the screen's density need. It illustrates the heading and
 * says nothing the text does not (decorative); as markup (`<picture>`, two `srcset`s, `sizes`) it
 * cost the home page's first-load code ~150 bytes gzipped, past the 130 KB budget's headroom.
 */
export function HeroSection() {
  const { t } = useTranslation();
  const hours = PACKAGES.startup.deliveryHours;
  return (
    <Section
      id="hero"
      size={{ initial: '2', md: '4' }}
      px="4"
      aria-labelledby="hero-title"
      className="home-hero"
    >
      <Container size="4">
        <Flex direction="column" gap="5">
          <Badge size="3" color="green" variant="soft" radius="full">
            {t('home.hero.guarantee', { hours })}
          </Badge>
          <Heading as="h1" id="hero-title" size={{ initial: '7', xs: '8', md: '9' }}>
            {t('pages.home.title', { hours })}
          </Heading>
          <Text as="p" size={{ initial: '4', md: '5' }} color="gray" className="home-hero__lead">
            {t('home.hero.lead', { hours, discount: formatUsd(AMOUNTS.deliveryGuaranteeDiscountDollars) })}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button size="4" className="wrap-label" onClick={() => dispatchPageEvent('openPackageSelection')}>
              {t('home.hero.start', { price: formatUsd(PACKAGES.startup.price) })}
            </Button>
            <Button size="4" variant="outline" asChild>
              <a href="#portfolio">{t('home.hero.viewWork')}</a>
            </Button>
          </Flex>
          <Text as="p" size="3">
            {t('home.hero.repair')} <TextPhoneLink line="repair" label="hero_cta" />
          </Text>
        </Flex>
        <div className="home-hero__art" />
      </Container>
    </Section>
  );
}
