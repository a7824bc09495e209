import {
  PREMIUM_MAX_LABEL_LENGTH,
  PREMIUM_MULTIPLIER,
  PREMIUM_WORDS,
  TLD_PRICES,
  type DomainSearchResult,
  type Tld,
} from '@contract';
import { TAKEN_LABELS, UNKNOWN_LABELS } from '../fixtures';
import { db } from '../db';

/** The label before the first dot: "acme.com" → "acme". */
export const labelOf = (domain: string): string => domain.split('.')[0] ?? domain;

/**
 * A Unicode label in its punycode form, as the server stores it ("münchen" → "xn--mnchen-3ya"); the
 * WHATWG URL parser does the conversion in browsers and Node alike. null when it has no such form.
 */
export const asciiLabel = (label: string): string | null => {
  try {
    const host = new URL(`http://${label}.invalid`).hostname;
    return host.slice(0, -'.invalid'.length) || null;
  } catch {
    return null;
  }
};

export const isPremium = (label: string): boolean =>
  label.length <= PREMIUM_MAX_LABEL_LENGTH || PREMIUM_WORDS.includes(label);

/** First-year price in cents; premium names cost the multiplier times more (decision 21). */
export const firstYearPrice = (label: string, tld: Tld): number =>
  TLD_PRICES[tld].firstYear * (isPremium(label) ? PREMIUM_MULTIPLIER : 1);

/** Taken when on the fixed list or already ordered here; unknown for the "registry down" labels. */
export const availabilityOf = (label: string, tld: Tld): boolean | null => {
  if (UNKNOWN_LABELS.includes(label)) return null;
  if (TAKEN_LABELS.includes(label)) return false;
  return !db.domainOrders.some(
    (order) => order.domainName === label && order.tld === tld && order.status !== 'cancelled',
  );
};

export const searchResult = (label: string, tld: Tld): DomainSearchResult => ({
  domain: `${label}.${tld}`,
  tld,
  price: firstYearPrice(label, tld),
  available: availabilityOf(label, tld),
  premium: isPremium(label),
});
