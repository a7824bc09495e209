/**
 * Prices and phone numbers inside right-to-left sentences: each in a left-to-right isolate, so an
 * Arabic renewal line reads "يُجدَّد بسعر $15.99 سنويًا", not "15.99$" (the screenshot that found it).
 */
import { describe, expect, it } from 'vitest';
import { formatUsd } from '@contract/catalogue';
import arDomains from './locales/ar/domains.json';
import enDomains from './locales/en/domains.json';
import { addTexts, i18n } from './i18n';
import { isolateLtrRuns } from './isolate-ltr-runs';
import { numberFormats } from './number-formats';

const LRI = '\u2066';
const PDI = '\u2069';

describe('isolateLtrRuns', () => {
  it('isolates each dollar amount and each given phone number, and nothing else', () => {
    expect(isolateLtrRuns('يُجدَّد بسعر $15.99 سنويًا، أو $1,995 مرة واحدة', ['(555) 010-4800'])).toBe(
      `يُجدَّد بسعر ${LRI}$15.99${PDI} سنويًا، أو ${LRI}$1,995${PDI} مرة واحدة`,
    );
    expect(isolateLtrRuns('اتصل بنا على (555) 010-4800 أو (555) 010-7300', ['(555) 010-4800'])).toBe(
      `اتصل بنا على ${LRI}(555) 010-4800${PDI} أو (555) 010-7300`,
    );
    expect(isolateLtrRuns('خلال 48 ساعة، 2026–2027، 98%')).toBe('خلال 48 ساعة، 2026–2027، 98%');
  });

  it('leaves a run a caller already isolated as it is', () => {
    const isolated = numberFormats('ar').ltr(formatUsd(1995));
    expect(isolated).toBe(`${LRI}$1,995${PDI}`);
    expect(isolateLtrRuns(`ابدأ من ${isolated}`)).toBe(`ابدأ من ${LRI}$1,995${PDI}`);
  });
});

describe('every text of a right-to-left language', () => {
  addTexts('ar', 'domains', arDomains);
  addTexts('en', 'domains', enDomains);
  const price = formatUsd(15.99, 2);

  it('isolates the prices interpolated into Arabic texts', () => {
    expect(i18n.t('domains.extensions.renewal', { lng: 'ar', price })).toBe(
      `يُجدَّد بسعر ${LRI}$15.99${PDI} سنويًا`,
    );
  });

  it('leaves the texts of left-to-right languages as they are', () => {
    expect(i18n.t('domains.extensions.renewal', { lng: 'en', price })).toBe('Renews at $15.99/year');
  });
});
