import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@contract/catalogue';
import { messagesOf } from './all-texts';
import { TEXT_GROUPS } from './text-groups';
import { TESTIMONIALS_SEED } from '@server/seed/testimonials-data';

/** The languages written in the Latin script, like English: they may share a few loanwords with it. */
const LATIN_SCRIPT: ReadonlySet<LanguageCode> = new Set(['es', 'fr', 'de']);

/**
 * Texts a Latin-script language may write as English does: loanwords and terms of the trade.
 * Anything else that equals the English text is an untranslated string.
 */
const SAME_IN_LATIN_SCRIPT = new Set([
  'Blog',
  'Portfolio',
  'Contact',
  'Services',
  'Domains',
  'Email',
  'OK',
  'SEO',
  'Premium',
  'Notification',
  'Notifications ({hotkey})',
  // Names of places and people, which the Latin-script languages write as English does.
  ...['Austin', 'Dallas', 'Houston', 'San Antonio', 'Fort Worth', 'El Paso', 'Chicago', 'Miami'],
  ...['New York', 'Los Angeles', 'Silicon Valley', 'London', 'Dubai', 'Monaco', 'Zurich', 'Hong Kong'],
  ...['Maria Delgado', 'James Whitfield', 'Priya Raman'],
]);

/**
 * The only Latin words a text in another script may carry: a brand, international codes and the
 * domain extensions (".com"). Any other Latin word there is English copy left behind.
 */
const LATIN_WORDS_IN_OTHER_SCRIPTS = new Set([
  'Authy',
  'USD',
  'URL',
  'WHOIS',
  'PC',
  ...['com', 'net', 'org', 'io', 'co', 'app', 'dev', 'ai'],
  // The demo's reviewers and their companies are written as they are on the home page, in every
  // language: a person's name and a brand are not translated (server/seed/demo-cast.test.ts).
  ...TESTIMONIALS_SEED.flatMap(
    (entry) => `${entry.clientName} ${entry.clientCompany}`.match(/\p{L}+/gu) ?? [],
  ),
]);

/**
 * A health-check finding names code, headers and protocols as they are written (`<meta
 * name="viewport">`, `Strict-Transport-Security`, HSTS, MIME): its texts in another script may carry
 * the Latin words of that finding's English texts, as long as they also carry words of their own.
 */
const CODE_NAMING_KEY = /^healthCheck\.findings\.([\w-]+)\.\w+$/;
const OWN_SCRIPT_LETTER = /(?!\p{Script=Latin})\p{L}/u;

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, leaf] of flatten(value, path)) entries.set(nested, leaf);
    } else entries.set(path, value);
  }
  return entries;
};

/** i18next variables (`{{name}}`) and Radix placeholders (`{hotkey}`) of a text. */
const variablesOf = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|(?<!\{)\{(\w+)\}(?!\})/g)]
    .map((m) => m[1] ?? m[2] ?? '')
    .sort();

/** The text without its variables and markup: what a translator writes. */
const wordsOf = (text: string): string => text.replace(/\{\{[^}]*\}\}|\{\w+\}|<\/?\w+\s*\/?>/g, '');

/** A text that is only variables and punctuation has nothing to translate. */
const hasWords = (text: string): boolean => /\p{L}/u.test(wordsOf(text));

/** The keys of a locale whose text is still English (or carries English words, outside the Latin script). */
const untranslatedKeys = (
  code: LanguageCode,
  english: ReadonlyMap<string, unknown>,
  locale: ReadonlyMap<string, unknown>,
): string[] =>
  [...english]
    .filter(([key, value]) => {
      const text = locale.get(key);
      if (typeof value !== 'string' || typeof text !== 'string' || !hasWords(value)) return false;
      if (LATIN_SCRIPT.has(code)) return text === value && !SAME_IN_LATIN_SCRIPT.has(value);
      const latinWords = wordsOf(text).match(/\p{Script=Latin}+/gu) ?? [];
      const finding = CODE_NAMING_KEY.exec(key)?.[1];
      const codeWords = finding
        ? new Set(
            ['issue', 'plain', 'detail'].flatMap((part) => {
              const source = english.get(`healthCheck.findings.${finding}.${part}`);
              return typeof source === 'string'
                ? (source.toLowerCase().match(/\p{Script=Latin}+/gu) ?? [])
                : [];
            }),
          )
        : new Set<string>();
      if (finding && !OWN_SCRIPT_LETTER.test(wordsOf(text))) return true;
      return latinWords.some(
        (word) => !LATIN_WORDS_IN_OTHER_SCRIPTS.has(word) && !codeWords.has(word.toLowerCase()),
      );
    })
    .map(([key]) => key);

const english = flatten(messagesOf('en') as Tree);
const others = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('locale files', () => {
  it('exist for exactly the ten languages of the catalogue and every text group', () => {
    const files = Object.keys(import.meta.glob('./locales/*/*.json'))
      .map((path) => path.replace('./locales/', '').replace('.json', ''))
      .sort();
    const expected = LANGUAGE_CODES.flatMap((code) => TEXT_GROUPS.map((group) => `${code}/${group}`));
    expect(files).toEqual(expected.sort());
  });

  it('give every English text a non-empty string', () => {
    for (const [key, value] of english) {
      expect(typeof value === 'string' && value.trim() !== '', `en: ${key}`).toBe(true);
    }
  });

  describe.each(others)('%s', (code) => {
    const locale = flatten(messagesOf(code) as Tree);

    it('has every key of English and no other', () => {
      const missing = [...english.keys()].filter((key) => !locale.has(key));
      const extra = [...locale.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has no empty text', () => {
      const empty = [...locale].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it('uses the same variables as English', () => {
      const differing = [...english]
        .filter(([key, value]) => {
          const translated = locale.get(key);
          return typeof translated === 'string' && typeof value === 'string'
            ? variablesOf(translated).join() !== variablesOf(value).join()
            : false;
        })
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });

    it('translates the English texts', () => {
      expect(untranslatedKeys(code, english, locale)).toEqual([]);
    });
  });

  describe('the untranslated-text check', () => {
    const sample = new Map<string, unknown>([
      ['nav.blog', 'Blog'],
      ['checkout.item', 'Item'],
      ['adminVerification.code', 'Enter your 6-digit Authy code'],
      ['common.toast.serverMessage', '{{message}}'],
    ]);

    it('lets a health-check finding name its code in another script, beside words of that script', () => {
      const english = new Map<string, unknown>([
        ['healthCheck.findings.no-hsts.issue', 'No HSTS header'],
        [
          'healthCheck.findings.no-hsts.detail',
          'Send Strict-Transport-Security: max-age=31536000 over HTTPS.',
        ],
      ]);
      const japanese = new Map<string, unknown>([
        ['healthCheck.findings.no-hsts.issue', 'HSTS ヘッダーがありません'],
        [
          'healthCheck.findings.no-hsts.detail',
          'Send Strict-Transport-Security: max-age=31536000 over HTTPS.',
        ],
      ]);
      expect(untranslatedKeys('ja', english, japanese)).toEqual(['healthCheck.findings.no-hsts.detail']);
      japanese.set(
        'healthCheck.findings.no-hsts.detail',
        'HTTPS で Strict-Transport-Security: max-age=31536000 を送信してください。',
      );
      japanese.set('healthCheck.findings.no-hsts.issue', 'HSTS missing がありません');
      expect(untranslatedKeys('ja', english, japanese)).toEqual(['healthCheck.findings.no-hsts.issue']);
    });

    it('lets a Latin-script language keep a loanword, not other English', () => {
      const french = new Map<string, unknown>([
        ['nav.blog', 'Blog'],
        ['checkout.item', 'Item'],
        ['adminVerification.code', 'Saisissez votre code Authy à 6 chiffres'],
        ['common.toast.serverMessage', '{{message}}'],
      ]);
      expect(untranslatedKeys('fr', sample, french)).toEqual(['checkout.item']);
    });

    it('lets another script keep no English word but a brand or a code', () => {
      const russian = new Map<string, unknown>([
        ['nav.blog', 'Blog'],
        ['checkout.item', 'Email клиента'],
        ['adminVerification.code', 'Введите 6-значный код Authy'],
        ['common.toast.serverMessage', '{{message}}'],
      ]);
      expect(untranslatedKeys('ru', sample, russian)).toEqual(['nav.blog', 'checkout.item']);
    });
  });
});
