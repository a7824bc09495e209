import { DropdownMenu } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dispatchPageEvent } from '@src/app/page-events';
import type { ActivatableProps } from '../deferred/deferred';
import { MenuButton } from './menu-button';
import { NAV_LINKS } from './nav-links';
import { usePortalLabel } from './use-portal-label';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/** The links of the navigation bar behind one button, for narrow screens. */
export function MobileMenu({ activated = false }: ActivatableProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const portalLabel = usePortalLabel();
  return (
    <DropdownMenu.Root defaultOpen={activated !== false}>
      <DropdownMenu.Trigger>
        <MenuButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" size="2" style={{ minWidth: 220 }}>
        {NAV_LINKS.map((link) => (
          <DropdownMenu.Item key={link.to} asChild>
            <Link to={localize(link.to)}>{t(link.labelKey)}</Link>
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
