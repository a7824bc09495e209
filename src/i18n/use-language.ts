import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@contract/catalogue';
import { isLanguageCode } from './resolve-language';

/**
 * The language the page is rendered in: i18next's, which the server renderer sets per page and the
 * browser per the page it hydrates. Views read this rather than the preference store, whose value is
 * the visitor's choice (the store's state is not the rendered one on the server).
 */
export const useLanguage = (): LanguageCode => {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
};
