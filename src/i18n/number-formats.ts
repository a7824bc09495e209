/**
 * Numbers as the page's language writes them (Intl): counts, percentages, hours, seconds and a
 * rating with one decimal ("5.0"). Money is not here: it is USD in en-US format whatever the
 * language (the catalogue's `formatUsd`, decision 4), and every text of a right-to-left language
 * sets prices and phone numbers apart itself (isolate-ltr-runs.ts).
 */
import { directionOf } from './resolve-language';
import { useLanguage } from './use-language';

export interface NumberFormats {
  count: (value: number) => string;
  /** 98 → "98%"; `signed` writes the plus sign ("+180%"). */
  percent: (value: number, signed?: boolean) => string;
  /** 36 → "36h". */
  hours: (value: number) => string;
  /** 4.8 → "4.8s". */
  seconds: (value: number) => string;
  /** A measured duration in seconds: under a second in milliseconds (0.042 → "42ms"), else "1.5s". */
  duration: (seconds: number) => string;
  /** 612 → "612 kB". */
  kilobytes: (value: number) => string;
  /** 16 → "16px". */
  pixels: (value: number) => string;
  /** 5 → "5.0". */
  rating: (value: number) => string;
  /**
   * Left-to-right text that is neither a price nor a phone number (an address) inside a
   * right-to-left sentence: wrapped in Unicode's left-to-right isolate (invisible).
   */
  ltr: (text: string) => string;
}

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export const numberFormats = (language: string): NumberFormats => {
  const ltr =
    directionOf(language as never) === 'rtl'
      ? (text: string) => `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`
      : (text: string) => text;
  const format = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options).format;
  const count = format({});
  const percent = format({ style: 'percent' });
  const signedPercent = format({ style: 'percent', signDisplay: 'always' });
  const unit = (name: string) =>
    format({ style: 'unit', unit: name, unitDisplay: 'narrow', maximumFractionDigits: 1 });
  const seconds = unit('second');
  const milliseconds = format({
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'narrow',
    maximumFractionDigits: 0,
  });
  return {
    count,
    percent: (value, signed = false) => (signed ? signedPercent : percent)(value / 100),
    hours: unit('hour'),
    seconds,
    duration: (value) => (value < 1 ? milliseconds(Math.round(value * 1000)) : seconds(value)),
    kilobytes: format({ style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }),
    pixels: (value) => `${count(value)}px`,
    rating: format({ minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ltr,
  };
};

/**
 * One set per language for the whole page: building an `Intl.NumberFormat` costs far more than
 * using one, and every star rating, price and finding asks for the set (about a tenth of a second
 * of the home page's main thread, 60–110 ms in a CPU profile of / on this machine, when each
 * component built its own).
 */
const formatsByLanguage = new Map<string, NumberFormats>();

export const useNumberFormats = (): NumberFormats => {
  const language = useLanguage();
  let formats = formatsByLanguage.get(language);
  if (!formats) {
    formats = numberFormats(language);
    formatsByLanguage.set(language, formats);
  }
  return formats;
};
