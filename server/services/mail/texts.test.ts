/**
 * Every language writes every message with the same placeholders as English, and a composed
 * message escapes what people typed in its HTML part.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { MAIL_KINDS } from '@contract/api/mail';
import { composeMail } from './compose';
import { MAIL_TEXTS } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the mail texts', () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has every message with English’s placeholders',
    (code) => {
      const texts = MAIL_TEXTS[code];
      for (const kind of MAIL_KINDS) {
        const english = MAIL_TEXTS.en[kind];
        expect(placeholders(texts[kind].subject), `${code} ${kind} subject`).toEqual(
          placeholders(english.subject),
        );
        expect(placeholders(texts[kind].lines.join(' ')), `${code} ${kind}`).toEqual(
          placeholders(english.lines.join(' ')),
        );
        // Translated, not copied.
        expect(texts[kind].lines.join(' ')).not.toBe(english.lines.join(' '));
      }
      expect(Object.keys(texts.categories).sort()).toEqual(Object.keys(MAIL_TEXTS.en.categories).sort());
    },
  );

  it('writes the reset mail in the language asked, escaping what was typed, with its link', () => {
    const link = 'https://agency.example/de/reset-password?token=abc';
    const mail = composeMail(
      'password_reset',
      'de',
      { name: '<Ada>', link, minutes: 30 },
      'Swift Web Studio',
    );
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo <Ada>,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('innerhalb von 30 Minuten');
    expect(mail.html).toContain('Hallo &#60;Ada&#62;,');
    expect(mail.html).not.toContain('<Ada>');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('writes Arabic right to left', () => {
    const mail = composeMail(
      'welcome',
      'ar',
      { name: 'سارة', link: 'https://a.example/ar/portal' },
      'Swift Web Studio',
    );
    expect(mail.subject).toBe('مرحبًا بك في Swift Web Studio');
    expect(mail.html).toContain('dir="rtl"');
  });
});
