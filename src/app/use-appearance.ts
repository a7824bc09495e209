import { useEffect, useSyncExternalStore } from 'react';
import { usePreferences } from '@src/stores/preferences.store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const darkQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;

const subscribe = (onChange: () => void): (() => void) => {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

const prefersDark = (): boolean => darkQuery()?.matches ?? false;

/** The operating system's colour scheme, updated live when the user switches it. */
export const useSystemPrefersDark = (): boolean => useSyncExternalStore(subscribe, prefersDark, () => false);

/** The appearance to render: the chosen theme, or the system's when the choice is "system". */
export const useAppearance = (): 'light' | 'dark' => {
  const theme = usePreferences((state) => state.theme);
  const systemDark = useSystemPrefersDark();
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
};

/**
 * Keeps `<html>`'s `light`/`dark` class (Radix Themes' tokens) and `color-scheme` on the
 * appearance. The boot script (theme-boot.ts) set them before the first paint; this follows later
 * choices and the system's changes.
 */
export const useDocumentAppearance = (appearance: 'light' | 'dark'): void => {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(appearance === 'dark' ? 'light' : 'dark');
    root.classList.add(appearance);
    root.style.colorScheme = appearance;
  }, [appearance]);
};

/**
 * Keeps `<html data-theme-choice>` on the chosen theme (light, dark or system): the theme button's
 * icon follows it in CSS, so the server's HTML, which cannot know the choice, shows the right one
 * from the boot script on.
 */
export const useDocumentThemeChoice = (): void => {
  const theme = usePreferences((state) => state.theme);
  useEffect(() => {
    document.documentElement.dataset.themeChoice = theme;
  }, [theme]);
};
