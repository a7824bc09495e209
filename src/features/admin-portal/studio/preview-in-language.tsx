/**
 * The preview's language: its own i18next instance (sharing the loaded texts) in the language being
 * edited, so the public views inside it pick the item's texts in that language, mark an English
 * fallback `lang="en"`, and say their own words and format dates as that language's page does; the
 * portal around it stays in the admin's language.
 */
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { StudioPreviewLanguage } from '@machines/content-studio';
import { i18n } from '@src/i18n/i18n';

export function PreviewInLanguage({
  language,
  dir,
  children,
}: StudioPreviewLanguage & { children: ReactNode }) {
  const scoped = useMemo(
    () =>
      i18n.cloneInstance({
        lng: language,
        // Texts of the language that arrive after the first render (use-content-studio loads them) show at once.
        react: { ...i18n.options.react, bindI18nStore: 'added' },
      }),
    [language],
  );
  return (
    <I18nextProvider i18n={scoped}>
      <div lang={language} dir={dir}>
        {children}
      </div>
    </I18nextProvider>
  );
}
