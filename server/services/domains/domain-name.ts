/**
 * Domain names and prices (decision 21): the label a visitor typed, checked and converted to its
 * ASCII (punycode) form, and its price from the catalogue.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import {
  PREMIUM_MAX_LABEL_LENGTH,
  PREMIUM_MULTIPLIER,
  PREMIUM_WORDS,
  TLDS,
  TLD_PRICES,
  type Tld,
} from '@contract/catalogue';
import { DomainValidationError } from './errors';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_LABEL_LENGTH = 63;
const MAX_NAME_LENGTH = 253;

/**
 * The ASCII label of what a visitor typed: a label ("acme") or a full name ("acme.com", "café.fr"),
 * of which the label before the first dot counts. Throws DomainValidationError naming `field`.
 */
export function parseLabel(input: string, field = 'domain'): string {
  const typed = input.trim().toLowerCase();
  if (!typed) throw new DomainValidationError(field, 'Please enter a domain name.');
  // The IDNA conversion also maps ideographic full stops ("。") to dots, so it runs on the whole input.
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(typed) ? typed : domainToASCII(typed);
  if (!ascii) throw new DomainValidationError(field, `"${input.trim()}" is not a valid domain name.`);
  const label = ascii.split('.')[0] ?? '';
  validateLabel(label, field);
  return label;
}

/** Checks an ASCII label: letters, digits, inner hyphens, 1–63 characters, valid punycode. */
export function validateLabel(label: string, field = 'domain'): void {
  if (label.length === 0 || label.length > MAX_LABEL_LENGTH) {
    throw new DomainValidationError(field, `A domain name must be 1 to ${MAX_LABEL_LENGTH} characters long.`);
  }
  if (!LABEL.test(label)) {
    throw new DomainValidationError(
      field,
      'Use letters, digits and hyphens only, not starting or ending with a hyphen.',
    );
  }
  // "ab--…" is reserved for encodings; only a punycode label that decodes and re-encodes to itself
  // ("xn--caf-dma" ↔ "café") may use it.
  if (label.slice(2, 4) === '--' && !isValidPunycode(label)) {
    throw new DomainValidationError(field, `"${label}" is not a valid domain name.`);
  }
}

function isValidPunycode(label: string): boolean {
  if (!label.startsWith('xn--')) return false;
  const unicode = domainToUnicode(label);
  return unicode !== '' && unicode !== label && domainToASCII(unicode) === label;
}

export function parseTld(input: string, field = 'tld'): Tld {
  const tld = input.trim().toLowerCase().replace(/^\./, '');
  if (!(TLDS as readonly string[]).includes(tld)) {
    throw new DomainValidationError(field, `We do not offer .${tld} domains.`);
  }
  return tld as Tld;
}

export function fullName(label: string, tld: Tld): string {
  const fqdn = `${label}.${tld}`;
  if (fqdn.length > MAX_NAME_LENGTH) {
    throw new DomainValidationError(
      'domain',
      `A domain name must be at most ${MAX_NAME_LENGTH} characters long.`,
    );
  }
  return fqdn;
}

/** Short names (counted in the characters a person sees) and premium words cost more. */
export function isPremium(label: string): boolean {
  const visible = [...(domainToUnicode(label) || label)].length;
  return visible <= PREMIUM_MAX_LABEL_LENGTH || PREMIUM_WORDS.includes(label);
}

/** First-year price of one name in cents. */
export function unitPriceCents(label: string, tld: Tld): number {
  const base = TLD_PRICES[tld].firstYear;
  return isPremium(label) ? base * PREMIUM_MULTIPLIER : base;
}
