import { Badge, Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AMOUNTS, PACKAGES } from '../../../contract/catalogue';
import { dispatchPageEvent } from '../../app/page-events';
import { TextPhoneLink } from '../../components/phone-link/phone-link';
import { HERO_IMAGE, heroImageFile, heroSrcSet } from './hero-image';
import { useNumberFormats } from './number-formats';

/** The picture's rendered width: the page's column beside the text from 1024 px, the screen's below. */
const HERO_IMAGE_SIZES = '(min-width: 1024px) 540px, (min-width: 768px) 90vw, 100vw';

/**
 * Section 1: the 48-hour guarantee, the page's h1, the two calls to action and the repair line, and
 * the picture of the agency's kind of work beside them (below them on phones). The picture is the
 * largest thing a wide screen paints first: fetched at high priority, never lazily, with its size
 * set so nothing moves when it arrives.
 */
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
      <Container size="4">
        <div className="home-hero__layout">
          <Flex direction="column" gap="5" className="home-hero__copy">
            <Badge size="3" color="green" variant="soft" radius="full">
              {t('home.hero.guarantee', { hours })}
            </Badge>
            <Heading as="h1" id="hero-title" size={{ initial: '7', xs: '8', md: '9' }}>
              {t('pages.home.title', { hours })}
            </Heading>
            <Text as="p" size={{ initial: '4', md: '5' }} color="gray" className="home-hero__lead">
              {t('home.hero.lead', { hours, discount: usd(AMOUNTS.deliveryGuaranteeDiscountDollars) })}
            </Text>
            <Flex gap="3" wrap="wrap" className="home-hero__actions">
              <Button
                size="4"
                className="wrap-label"
                onClick={() => dispatchPageEvent('openPackageSelection')}
              >
                {t('home.hero.start', { price: usd(PACKAGES.startup.price) })}
              </Button>
              <Button size="4" variant="outline" asChild>
                <a href="#portfolio">{t('home.hero.viewWork')}</a>
              </Button>
            </Flex>
            <Text as="p" size="3">
              {t('home.hero.repair')} <TextPhoneLink line="repair" label="hero_cta" />
            </Text>
          </Flex>
          <picture className="home-hero__picture">
            <source type="image/avif" srcSet={heroSrcSet('avif')} sizes={HERO_IMAGE_SIZES} />
            <source type="image/webp" srcSet={heroSrcSet('webp')} sizes={HERO_IMAGE_SIZES} />
            <img
              src={`/${heroImageFile(HERO_IMAGE.widths[1], 'jpg')}`}
              srcSet={heroSrcSet('jpg')}
              sizes={HERO_IMAGE_SIZES}
              width={HERO_IMAGE.width}
              height={HERO_IMAGE.height}
              alt={t('home.hero.imageAlt')}
              fetchPriority="high"
              decoding="async"
              className="home-hero__image"
            />
          </picture>
        </div>
      </Container>
    </Section>
  );
}
