import { siteConfig } from '../lib/site-config';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../contract/catalogue';
import { usePreferences } from '../stores/preferences.store';
import { directionOf, isLanguageCode } from './resolve-language';
import { resources } from './resources';

/** Sets `<html lang dir>` so screen readers, fonts and layout follow the language. */
const applyDocumentLanguage = (language: string): void => {
  if (typeof document === 'undefined') return;
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
};

i18n.on('languageChanged', applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: usePreferences.getState().language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGE_CODES],
  // Resources are bundled, so initialisation is synchronous and the first render is translated.
  initAsync: false,
  // React escapes text itself.
  // React escapes on render. The support number is configuration (decision 27), so texts that
  // say "call us at {{phone}}" get it without every caller passing it.
  interpolation: { escapeValue: false, defaultVariables: { phone: siteConfig.phone } },
});

// The preference store owns the choice; i18next follows it.
usePreferences.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18n.changeLanguage(state.language);
});

export { i18n };
