/**
 * The navigation bar's menus load when a visitor reaches for them (their Radix menus, popper, scroll
 * area and tooltips are about 25 KB gzipped that a first visit needs only then): their buttons render
 * as they will look, a pointer over one fetches the code, and a press loads and opens the menu.
 */
import { Flex } from '@radix-ui/themes';
import { deferred, onPress, type PlaceholderProps } from '../deferred/deferred';
import { LanguageButton } from './language-button';
import { MenuButton } from './menu-button';
import { ThemeButton } from './theme-button';

const MENU_BUTTON = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

export const DeferredNavTools = deferred(
  () => import('./nav-tools').then((module) => module.NavTools),
  function NavToolsPlaceholder({ onActivate, onPrefetch }: PlaceholderProps) {
    return (
      <Flex align="center" gap="3" onPointerEnter={onPrefetch}>
        <ThemeButton {...MENU_BUTTON} onClick={() => onActivate('theme')} />
        <LanguageButton {...MENU_BUTTON} onClick={() => onActivate('language')} />
      </Flex>
    );
  },
  { loadWhen: onPress },
);

export const DeferredMobileMenu = deferred(
  () => import('./mobile-menu').then((module) => module.MobileMenu),
  function MobileMenuPlaceholder({ onActivate, onPrefetch }: PlaceholderProps) {
    return <MenuButton {...MENU_BUTTON} onPointerEnter={onPrefetch} onClick={() => onActivate()} />;
  },
  { loadWhen: onPress },
);
