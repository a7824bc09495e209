import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { DropdownMenu, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dispatchPageEvent } from '../../app/page-events';
import { NAV_LINKS } from './nav-links';
import { usePortalLabel } from './use-portal-label';

/** The links of the navigation bar behind one button, for narrow screens. */
export function MobileMenu() {
  const { t } = useTranslation();
  const portalLabel = usePortalLabel();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="soft" color="gray" size="2" aria-label={t('nav.openMenu')}>
          <HamburgerMenuIcon width="18" height="18" aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" size="2" style={{ minWidth: 220 }}>
        {NAV_LINKS.map((link) => (
          <DropdownMenu.Item key={link.to} asChild>
            <Link to={link.to}>{t(link.labelKey)}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => dispatchPageEvent('openCustomerPortal')}>
          {portalLabel}
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => dispatchPageEvent('openPackageSelection')}>
          {t('nav.startProject')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
