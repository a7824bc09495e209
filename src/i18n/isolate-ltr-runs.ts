/**
 * Prices ("$1,995": USD in en-US format in every language) and the agency's phone numbers
 * ("(555) 010-4800") are left-to-right runs. Inside a right-to-left sentence the bidirectional
 * algorithm splits them: after Arabic words, the digits become Arabic numbers and the dollar sign
 * jumps to their other end ("15.99$"), a parenthesis likewise. Every text of a right-to-left
 * language therefore passes through this i18next post-processor, which wraps each such run in a
 * left-to-right isolate (invisible; Unicode's LRI … PDI): a translation that writes a price
 * itself, a `{{price}}` a caller formatted with `formatUsd`, and the `{{phone}}` every text gets,
 * so a caller passes prices and phone numbers as they are. Other left-to-right runs (an address)
 * a caller isolates with the page's `ltr()` (number-formats.ts); a run already isolated is left as it is.
 */
import type { PostProcessorModule } from 'i18next';
import { directionOf, isLanguageCode } from '@contract/resolve-language';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The runs to isolate: an isolate already there (matched first, so it is skipped whole), a dollar
 * amount ("$1,995", "$15.99", "$1.5k" is not a price we write), and each of `phones`.
 */
const runsOf = (phones: readonly string[]) =>
  new RegExp(
    [
      `${LEFT_TO_RIGHT_ISOLATE}[^${POP_DIRECTIONAL_ISOLATE}]*${POP_DIRECTIONAL_ISOLATE}`,
      '\\$\\d[\\d,]*(?:\\.\\d+)?',
      ...phones.filter(Boolean).map(escapeRegExp),
    ].join('|'),
    'g',
  );

/** `text` with its prices and `phones` each in a left-to-right isolate. */
export const isolateLtrRuns = (text: string, phones: readonly string[] = []): string =>
  text.replace(runsOf(phones), (run) =>
    run.startsWith(LEFT_TO_RIGHT_ISOLATE) ? run : `${LEFT_TO_RIGHT_ISOLATE}${run}${POP_DIRECTIONAL_ISOLATE}`,
  );

export const ISOLATE_LTR_RUNS = 'isolateLtrRuns';

/** The post-processor, for the languages written right to left (the text's own, else the instance's). */
export const isolateLtrRunsPostProcessor = (phones: readonly string[]): PostProcessorModule => ({
  type: 'postProcessor',
  name: ISOLATE_LTR_RUNS,
  // i18next's Translator, which knows the instance's current language.
  process(value, _key, options, translator: { language?: string }) {
    const language = options.lng ?? translator.language;
    const rtl = isLanguageCode(language) && directionOf(language) === 'rtl';
    return rtl && typeof value === 'string' ? isolateLtrRuns(value, phones) : value;
  },
});
