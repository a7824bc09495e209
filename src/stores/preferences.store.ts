import { create } from 'zustand';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@contract/catalogue';
import { resolveLanguage } from '@src/i18n/resolve-language';
import { LANGUAGE_COOKIE } from '@contract/site-pages';
import { localStore, writeCookie } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';

import { DEFAULT_THEME, isTheme, type ThemePreference } from './theme-preference';

export { DEFAULT_THEME, THEMES, type ThemePreference } from './theme-preference';

const browserLanguages = (): readonly string[] => {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
};

export interface PreferencesState {
  theme: ThemePreference;
  /** The language the interface shows: the page's (its URL's, decision 30). */
  language: LanguageCode;
  setTheme: (theme: ThemePreference) => void;
  setLanguage: (language: LanguageCode) => void;
}

/** The stored language choice, if the visitor made one. */
export const storedLanguage = (): string | null => localStore.get(LOCAL_KEYS.language);

/**
 * Stores a language choice where the next page load reads it: the browser's storage, and the
 * cookie by which the server redirects the unprefixed URLs to the chosen language (decision 30).
 */
export const storeLanguageChoice = (language: LanguageCode): void => {
  localStore.set(LOCAL_KEYS.language, language);
  writeCookie(LANGUAGE_COOKIE, language);
};

/** Reads the stored choices; used at start and by tests that simulate a fresh page load. */
export const initialPreferences = (): Pick<PreferencesState, 'theme' | 'language'> => {
  const storedTheme = localStore.get(LOCAL_KEYS.theme);
  return {
    theme: isTheme(storedTheme) ? storedTheme : DEFAULT_THEME,
    language: resolveLanguage(storedLanguage(), browserLanguages()),
  };
};

/**
 * Theme and language. Only an explicit choice is stored: until then the language keeps
 * following the browser. The store's initial state is what the server renders with (the default
 * theme; the language comes from i18next per page), and React hydrates the server's HTML from the
 * initial state; the browser's stored choices are the current state from the start, so everything
 * after hydration shows them.
 */
export const usePreferences = create<PreferencesState>()((set) => ({
  theme: DEFAULT_THEME,
  language: DEFAULT_LANGUAGE,
  setTheme: (theme) => {
    localStore.set(LOCAL_KEYS.theme, theme);
    set({ theme });
  },
  setLanguage: (language) => {
    storeLanguageChoice(language);
    set({ language });
  },
}));

usePreferences.setState(initialPreferences());
