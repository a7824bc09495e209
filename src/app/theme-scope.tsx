/**
 * The theme context of Radix Themes for what renders menus, dialogs, popovers and selects (they
 * read it, and their portals re-apply it): the features loaded after the first paint wrap their
 * views in it. It holds the same settings as the site's root (site-theme.tsx), and the page's
 * direction, which Radix Themes would otherwise reset to left-to-right inside a portal.
 */
import { ThemeContext } from '@radix-ui/themes';
import type { ContextType, ReactNode } from 'react';
import { SITE_THEME } from './site-theme';

type ThemeContextValue = NonNullable<ContextType<typeof ThemeContext>>;

const ignore = (): void => {};

const CONTEXT: ThemeContextValue = {
  ...SITE_THEME,
  resolvedGrayColor: SITE_THEME.grayColor,
  onAppearanceChange: ignore,
  onAccentColorChange: ignore,
  onGrayColorChange: ignore,
  onPanelBackgroundChange: ignore,
  onRadiusChange: ignore,
  onScalingChange: ignore,
};

export function ThemeScope({ children }: { children: ReactNode }) {
  return <ThemeContext.Provider value={CONTEXT}>{children}</ThemeContext.Provider>;
}
