/**
 * Every phone link of the site (spec part 2 §7): a `tel:` link to one of the two configured
 * numbers (decision 27) that reports `phone_call_initiated` with its place on the site as the label
 * (decision 24). Compose it like an anchor: `<Button asChild><PhoneLink …>Call</PhoneLink></Button>`.
 */
import { Link } from '@radix-ui/themes';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { siteConfig } from '@src/lib/site-config';
import type { PhoneCallCategory, PhoneCallLabel } from '@src/tracking/analytics';
import { trackLoad } from '@src/lib/pending-loads';

/** The agency's two lines: sales and support, and computer repair. */
export type PhoneLine = 'support' | 'repair';

const LINES: Readonly<Record<PhoneLine, { number: string; category: PhoneCallCategory }>> = {
  support: { number: siteConfig.phone, category: 'customer_support' },
  repair: { number: siteConfig.repairPhone, category: 'computer_repair' },
};

/** The number a line shows, as configured. */
export const phoneNumberOf = (line: PhoneLine): string => LINES[line].number;

/** A North American number without its country code: ten digits, the area code never starting with 0 or 1. */
const NORTH_AMERICAN_NUMBER = /^[2-9]\d{9}$/;

/**
 * A `tel:` address from a number as people write it: digits and a leading +; a North American
 * number without its country code (the placeholders) gets +1.
 */
export const telHref = (phone: string): string => {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${NORTH_AMERICAN_NUMBER.test(digits) ? `+1${digits}` : digits}`;
};

export interface PhoneLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** Which number; the sales and support line unless it is the repair line. */
  line?: PhoneLine;
  /** Where the link sits, as analytics reports it. */
  label: PhoneCallLabel;
}

/** The link; without children it shows the number itself, left to right in any language. */
export function PhoneLink({ line = 'support', label, children, onClick, ...anchor }: PhoneLinkProps) {
  const { number, category } = LINES[line];
  const report = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // The analytics code loads with the first call reported, not with the page: the dialler opens
    // in another app, so the page is still there when it has loaded.
    void trackLoad(
      import('@src/tracking/analytics').then(({ reportPhoneCall }) => reportPhoneCall(label, category)),
    );
  };
  return (
    <a {...anchor} href={telHref(number)} onClick={report}>
      {children ?? <span dir="ltr">{number}</span>}
    </a>
  );
}

/** The number inside a sentence: a text link that never breaks across lines. */
export function TextPhoneLink(props: PhoneLinkProps) {
  return (
    <Link asChild weight="medium" className="phone-link">
      <PhoneLink {...props} />
    </Link>
  );
}
