import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../contract/catalogue';
import { messages } from './resources';

/**
 * Texts that may read the same in another language: brand-like terms and loanwords. Anything
 * else that equals the English text is an untranslated string.
 */
const SAME_IN_OTHER_LANGUAGES = new Set([
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
]);

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

/** A text that is only variables and punctuation has nothing to translate. */
const hasWords = (text: string): boolean => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|\{\w+\}/g, ''));

const english = flatten(messages.en as Tree);
const others = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('locale files', () => {
  it('exist for exactly the ten languages of the catalogue', () => {
    const files = Object.keys(import.meta.glob('./locales/*.json'))
      .map((path) => path.replace('./locales/', '').replace('.json', ''))
      .sort();
    expect(files).toEqual([...LANGUAGE_CODES].sort());
  });

  it('give every English text a non-empty string', () => {
    for (const [key, value] of english) {
      expect(typeof value === 'string' && value.trim() !== '', `en: ${key}`).toBe(true);
    }
  });

  describe.each(others)('%s', (code) => {
    const locale = flatten(messages[code] as Tree);

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
      const untranslated = [...english]
        .filter(
          ([key, value]) =>
            typeof value === 'string' &&
            hasWords(value) &&
            locale.get(key) === value &&
            !SAME_IN_OTHER_LANGUAGES.has(value),
        )
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  });
});
