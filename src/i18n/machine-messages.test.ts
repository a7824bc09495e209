import { describe, expect, it } from 'vitest';
import type { ParseKeys } from 'i18next';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { machineTextKeys } from '@machines/testing/machine-text-keys';
import { i18n } from './i18n';
// Every language's texts: the tests' setup adds English only.
import './all-texts';
import { siteConfig } from '@src/lib/site-config';

/** Every key a machine hands to the app (its toasts, view texts and answer toasts). */
const keys = machineTextKeys;

/** A value for every variable a machine text uses, so no text renders empty or with a raw `{{…}}`. */
const values = {
  message: 'Server says no',
  min: 6,
  max: 20000,
  phone: '+1 555 010 0199',
  amount: '$150.00',
  price: '$99.00',
};

/** The text a locale file itself holds for a key, without falling back to English. */
const ownText = (code: string, key: string): unknown => i18n.getResource(code, 'translation', key);

describe('machine messages in the locale files', () => {
  describe.each([...LANGUAGE_CODES])('%s', (code) => {
    const t = i18n.getFixedT(code);

    it('holds its own non-empty text for every machine key', () => {
      const missing = keys.filter((key) => {
        const text = ownText(code, key);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    });

    it('resolves every machine key through i18n.t to a readable text', () => {
      const unreadable = keys
        .map((key) => ({ key, text: t(key as ParseKeys, values) }))
        .filter(({ key, text }) => text.trim() === '' || text === key || text.includes('{{'))
        .map(({ key }) => key);
      expect(unreadable).toEqual([]);
    });
  });
});

describe('the configured support number', () => {
  it.each([...LANGUAGE_CODES])('fills {{phone}} in %s without the caller passing it', (code) => {
    const text = i18n.getFixedT(code)('subscriptionUpgrade.toast.failed.description');
    expect(text).toContain(siteConfig.phone);
  });
});
