/**
 * The Radix Themes root of the site, without Radix Themes' `<Theme>` component. That component's
 * module also holds the theme context and wraps the page in Radix's tooltip provider, so importing
 * it puts the tooltip, popper and floating-ui code into every first load, although nothing the first
 * paint shows reads the theme context. The root renders the element `<Theme>` renders for our
 * settings (site-theme.test.tsx compares them), with the appearance inherited from `<html>` (the boot
 * script and `useDocumentAppearance` set it). Menus, dialogs and selects read the theme context:
 * the code that renders them (loaded after the first paint) wraps them in `ThemeScope`.
 */
import type { ReactNode } from 'react';

/** The site's look: the agency's teal in indigo's slot (brand-colors.css), slate grays, medium radius. */
export const SITE_THEME = {
  appearance: 'inherit',
  accentColor: 'indigo',
  grayColor: 'slate',
  panelBackground: 'translucent',
  radius: 'medium',
  scaling: '100%',
} as const;

/**
 * The settings Radix Themes' CSS reads from a theme element (its tokens by accent, gray, radius and
 * scaling): the root's, and a layer's on the body outside it (the toasts').
 */
export const SITE_THEME_ATTRIBUTES = {
  'data-accent-color': SITE_THEME.accentColor,
  'data-gray-color': SITE_THEME.grayColor,
  'data-panel-background': SITE_THEME.panelBackground,
  'data-radius': SITE_THEME.radius,
  'data-scaling': SITE_THEME.scaling,
  className: 'radix-themes',
} as const;

const {
  'data-accent-color': accentColor,
  'data-gray-color': grayColor,
  ...laterAttributes
} = SITE_THEME_ATTRIBUTES;

export function SiteTheme({ children }: { children: ReactNode }) {
  // In `<Theme>`'s order of attributes (site-theme.test.tsx compares the markup).
  return (
    <div
      data-is-root-theme="true"
      data-accent-color={accentColor}
      data-gray-color={grayColor}
      data-has-background="true"
      {...laterAttributes}
    >
      {children}
    </div>
  );
}
