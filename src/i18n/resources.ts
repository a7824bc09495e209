import type { LanguageCode } from '../../contract/catalogue';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hy from './locales/hy.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import ru from './locales/ru.json';
import zh from './locales/zh.json';

/** English is the source: every other locale has exactly its keys (see locales.test.ts). */
export type Messages = typeof en;

/** All interface text, bundled: ten small files cost less than a request per language switch. */
export const messages: Record<LanguageCode, Messages> = { en, es, fr, de, zh, ar, hy, ja, ko, ru };

export const resources = Object.fromEntries(
  Object.entries(messages).map(([code, translation]) => [code, { translation }]),
) as Record<LanguageCode, { translation: Messages }>;
