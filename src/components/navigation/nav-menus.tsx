/**
 * The navigation bar's menus load after the first paint (their Radix menus, popper and tooltips are
 * a large share of the shell's code); until then their buttons render as they will look, and a
 * press loads and opens the menu at once.
 */
import { Flex } from '@radix-ui/themes';
import { deferred, type PlaceholderProps } from '../deferred/deferred';
import { LanguageButton } from './language-button';
import { MenuButton } from './menu-button';
import { ThemeButton } from './theme-button';

const MENU_BUTTON = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

export const DeferredNavTools = deferred(
  () => import('./nav-tools').then((module) => module.NavTools),
  function NavToolsPlaceholder({ onActivate }: PlaceholderProps) {
    return (
      <Flex align="center" gap="3">
        <ThemeButton {...MENU_BUTTON} onClick={() => onActivate('theme')} />
        <LanguageButton {...MENU_BUTTON} onClick={() => onActivate('language')} />
      </Flex>
    );
  },
);

export const DeferredMobileMenu = deferred(
  () => import('./mobile-menu').then((module) => module.MobileMenu),
  function MobileMenuPlaceholder({ onActivate }: PlaceholderProps) {
    return <MenuButton {...MENU_BUTTON} onClick={() => onActivate()} />;
  },
);
