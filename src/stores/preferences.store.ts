import { create } from 'zustand';
import type { LanguageCode } from '../../contract/catalogue';
import { resolveLanguage } from '../i18n/resolve-language';
import { localStore } from '../lib/storage';
import { LOCAL_KEYS } from '../lib/storage-keys';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemePreference = 'light';

const isTheme = (value: unknown): value is ThemePreference =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

const browserLanguages = (): readonly string[] => {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
};

export interface PreferencesState {
  theme: ThemePreference;
  language: LanguageCode;
  setTheme: (theme: ThemePreference) => void;
  setLanguage: (language: LanguageCode) => void;
}

/** Reads the stored choices; used at start and by tests that simulate a fresh page load. */
export const initialPreferences = (): Pick<PreferencesState, 'theme' | 'language'> => {
  const storedTheme = localStore.get(LOCAL_KEYS.theme);
  return {
    theme: isTheme(storedTheme) ? storedTheme : DEFAULT_THEME,
    language: resolveLanguage(localStore.get(LOCAL_KEYS.language), browserLanguages()),
  };
};

/**
 * Theme and language. Only an explicit choice is stored: until then the language keeps
 * following the browser.
 */
export const usePreferences = create<PreferencesState>()((set) => ({
  ...initialPreferences(),
  setTheme: (theme) => {
    localStore.set(LOCAL_KEYS.theme, theme);
    set({ theme });
  },
  setLanguage: (language) => {
    localStore.set(LOCAL_KEYS.language, language);
    set({ language });
  },
}));
