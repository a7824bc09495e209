import { Rocket, User } from 'lucide-react';
import { Box, Button, Flex, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { dispatchPageEvent } from '@src/app/page-events';
import { siteConfig } from '@src/lib/site-config';
import { DeferredMobileMenu, DeferredNavTools } from './nav-menus';
import { NAV_LINKS } from './nav-links';
import { usePortalLabel } from './use-portal-label';
import { useRowOverflow } from './use-row-overflow';
import './navigation-bar.css';
import { useLanguage } from '@src/i18n/use-language';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/** The top bar: links on wide screens, a menu on narrow ones, portal, call to action, theme, language. */
export function NavigationBar() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const portalLabel = usePortalLabel();
  const language = useLanguage();
  const rowRef = useRef<HTMLDivElement>(null);
  // From the lg breakpoint the links sit in the bar, closer together and with the portal button as
  // its icon if this language's labels need it, in the menu if they still do not fit.
  const fit = useRowOverflow(rowRef, `${language}|${portalLabel}`);
  const compact = fit === 'compact';
  const tight = fit === 'tight';
  return (
    <header className="navigation-bar">
      <Box px={{ initial: '3', sm: '5' }}>
        <Flex ref={rowRef} align="center" justify="between" gap="4" height="64px">
          <RouterLink
            to={localize('/')}
            className="navigation-bar__brand"
            aria-label={t('nav.homeLink', { brand: siteConfig.brandName })}
          >
            <Flex align="center" gap="2">
              <Rocket width="22" height="22" color="var(--accent-9)" aria-hidden />
              {/* On phones the mark alone: the row keeps room for "Start Your Project". */}
              <Text size="4" weight="bold" wrap="nowrap" className="navigation-bar__brand-name">
                {siteConfig.brandName}
              </Text>
            </Flex>
          </RouterLink>

          <Flex
            asChild
            display={{ initial: 'none', lg: compact ? 'none' : 'flex' }}
            align="center"
            gap={{ lg: '4', xl: tight ? '4' : '5' }}
          >
            <nav aria-label={t('nav.mainNavigation')} className="navigation-bar__links">
              {NAV_LINKS.map((link) => (
                <Link
                  key={link.to}
                  asChild
                  size="2"
                  weight="medium"
                  color="gray"
                  highContrast
                  underline="hover"
                >
                  <RouterLink to={localize(link.to)}>{t(link.labelKey)}</RouterLink>
                </Link>
              ))}
            </nav>
          </Flex>

          <Flex align="center" gap={{ initial: '2', sm: '3' }} minWidth="0">
            <Box display={{ initial: 'none', lg: compact ? 'none' : 'block' }}>
              <Button variant="soft" size="2" onClick={() => dispatchPageEvent('openCustomerPortal')}>
                <User size={16} aria-hidden />
                {tight ? (
                  <VisuallyHidden>{portalLabel}</VisuallyHidden>
                ) : (
                  <span className="navigation-bar__portal-label">{portalLabel}</span>
                )}
              </Button>
            </Box>
            <Button
              size={{ initial: '1', sm: '2' }}
              className="navigation-bar__start"
              onClick={() => dispatchPageEvent('openPackageSelection')}
            >
              {t('nav.startProject')}
            </Button>
            <DeferredNavTools />
            <Box display={{ initial: 'block', lg: compact ? 'block' : 'none' }}>
              <DeferredMobileMenu />
            </Box>
          </Flex>
        </Flex>
      </Box>
    </header>
  );
}
