import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Direction } from 'radix-ui';
import { i18n } from '@src/i18n/i18n';
import { directionOf } from '@src/i18n/resolve-language';
import { SiteTheme } from './site-theme';
import { useAppearance, useDocumentAppearance, useDocumentThemeChoice } from './use-appearance';
import { useLanguage } from '@src/i18n/use-language';

/**
 * Text, theme and direction for everything below. The light or dark class sits on `<html>` (set
 * before the first paint by the boot script, then kept by `useDocumentAppearance`) and the theme
 * inherits it, so the server's HTML is the same for both. The data cache and the Radix Themes
 * context come with the features that use them (feature-scope.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useDocumentAppearance(useAppearance());
  useDocumentThemeChoice();
  const language = useLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <SiteTheme>
        <Direction.Provider dir={directionOf(language)}>{children}</Direction.Provider>
      </SiteTheme>
    </I18nextProvider>
  );
}
