/**
 * Prices ("$1,995", USD in en-US whatever the language) and phone numbers ("(555) 010-4800") are
 * left-to-right runs. Inside right-to-left text the bidirectional algorithm would split them (the
 * dollar sign or a parenthesis jumps to the other end), so in a right-to-left language they are
 * wrapped in a left-to-right isolate before they go into a sentence. Left-to-right languages get
 * the value as it is.
 */
import { useLanguage } from './use-language';
import { directionOf } from './resolve-language';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export const useLtrIsolate = (): ((text: string) => string) => {
  const rtl = directionOf(useLanguage()) === 'rtl';
  return (text) => (rtl ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text);
};
