/**
 * The mail's words in the ten languages (decision 36), kept beside the server in one JSON file per
 * language (texts/<lang>.json), not taken from the client's locales: a message is written by the
 * server long after the page that caused it. English is the shape every language must fill
 * (texts.test.ts checks the keys and the placeholders).
 */
import type { LanguageCode } from '@contract/catalogue';
import type { TicketCategory } from '@contract/entities';
import type { MailKind } from '@contract/api/mail';
import ar from './texts/ar.json';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import hy from './texts/hy.json';
import ja from './texts/ja.json';
import ko from './texts/ko.json';
import ru from './texts/ru.json';
import zh from './texts/zh.json';

export interface MailText {
  subject: string;
  /** Paragraphs; a paragraph that is exactly "{{link}}" is the message's link. */
  lines: string[];
}

export type MailTexts = {
  common: { greeting: string; signature: string; footer: string; adminGreeting: string };
  categories: Record<TicketCategory, string>;
} & Record<MailKind, MailText>;

export const MAIL_TEXTS: Readonly<Record<LanguageCode, MailTexts>> = {
  en,
  es,
  fr,
  de,
  zh,
  ar,
  hy,
  ja,
  ko,
  ru,
};
