import { Box, Container, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes';
import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PACKAGES } from '@contract/catalogue';
import { siteConfig } from '@src/lib/site-config';
import { PAGE_LINKS, QUICK_LINKS } from './footer-links';
import { TextPhoneLink } from '../phone-link/phone-link';
import './footer.css';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

function LinkList({ title, links }: { title: string; links: typeof QUICK_LINKS | typeof PAGE_LINKS }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <nav aria-label={title}>
      <Heading as="h2" size="3" mb="3">
        {title}
      </Heading>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link asChild size="2" color="gray" highContrast underline="hover">
              <RouterLink to={localize(link.to)}>{t(link.labelKey)}</RouterLink>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every page: the brand, quick links to the home page's sections, pages, contact. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <Container size="4" px="4" py="7">
        <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="6">
          <Flex direction="column" gap="2">
            <Flex align="center" gap="2">
              <Rocket width="20" height="20" color="var(--accent-9)" aria-hidden />
              <Text size="4" weight="bold">
                {siteConfig.brandName}
              </Text>
            </Flex>
            <Text as="p" size="2" color="gray">
              {t('footer.tagline', { hours: PACKAGES.startup.deliveryHours })}
            </Text>
          </Flex>
          <LinkList title={t('footer.quickLinks')} links={QUICK_LINKS} />
          <LinkList title={t('footer.explore')} links={PAGE_LINKS} />
          <Box>
            <Heading as="h2" size="3" mb="3">
              {t('footer.contact')}
            </Heading>
            <Flex direction="column" gap="2" asChild>
              <address className="site-footer__address">
                <Text size="2">
                  {t('footer.sales')} <TextPhoneLink label="footer" />
                </Text>
                <Text size="2">
                  {t('footer.repair')} <TextPhoneLink line="repair" label="footer" />
                </Text>
                <Text size="2" color="gray">
                  <bdi>{siteConfig.address}</bdi>
                </Text>
              </address>
            </Flex>
          </Box>
        </Grid>
        <Text as="p" size="1" color="gray" className="site-footer__rights">
          {t('footer.rights', { brand: siteConfig.brandName })}
        </Text>
      </Container>
    </footer>
  );
}
