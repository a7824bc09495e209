/**
 * Writes one message: its subject, a plain-text part and an HTML part, in the recipient's
 * language, with the brand from configuration. Every value put into a text is the customer's or
 * the admin's own words, so the HTML part escapes them all; a link becomes an anchor only when it
 * is http(s).
 */
import { LANGUAGES, type LanguageCode } from '@contract/catalogue';
import type { MailKind } from '@contract/api/mail';
import { MAIL_TEXTS } from './texts';

/** The values a message's placeholders take ({{name}}, {{link}}, {{amount}}…). */
export type MailParams = Readonly<Record<string, string | number | undefined>>;

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** Messages addressed to the agency's own address, greeted without a name. */
const ADMIN_KINDS: ReadonlySet<MailKind> = new Set([
  'admin_new_message',
  'admin_new_ticket',
  'admin_new_project',
  'admin_payment_paid',
]);

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fill = (template: string, params: MailParams): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => String(params[key] ?? ''));

const isHttpLink = (value: string | number | undefined): value is string =>
  typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

export function composeMail(
  kind: MailKind,
  language: LanguageCode,
  params: MailParams,
  brand: string,
): ComposedMail {
  const texts = MAIL_TEXTS[language];
  const all = { ...params, brand };
  const { subject, lines } = texts[kind];
  const greeting = ADMIN_KINDS.has(kind) ? texts.common.adminGreeting : fill(texts.common.greeting, all);
  const paragraphs = lines.map((line) => ({ isLink: line === '{{link}}', text: fill(line, all) }));
  const signature = fill(texts.common.signature, all);
  const footer = fill(texts.common.footer, all);

  const text = [greeting, ...paragraphs.map((p) => p.text), signature, '--', footer].join('\n\n');

  const { dir } = LANGUAGES.find((entry) => entry.code === language) ?? { dir: 'ltr' };
  const { link } = params;
  const htmlParagraph = (p: { isLink: boolean; text: string }) =>
    p.isLink && isHttpLink(link)
      ? `<p><a href="${escapeHtml(link)}" style="color:#4338ca">${escapeHtml(link)}</a></p>`
      : `<p style="white-space:pre-wrap">${escapeHtml(p.text)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(fill(subject, all))}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:36rem;margin:0 auto;padding:1rem">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map(htmlParagraph),
    `<p>${escapeHtml(signature)}</p>`,
    `<hr><p style="font-size:0.85em;color:#555">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('');

  return { subject: fill(subject, all), text, html };
}

/** A ticket category in the recipient's language. */
export const categoryName = (
  language: LanguageCode,
  category: keyof (typeof MAIL_TEXTS)['en']['categories'],
) => MAIL_TEXTS[language].categories[category];
