import { Link } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** `tel:` wants the digits only: "(555) 010-4800" → "tel:5550104800". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone number that calls when pressed; the number stays left to right in Arabic too. */
export function PhoneLink({ phone, children }: { phone: string; children?: ReactNode }) {
  return (
    <Link href={telHref(phone)} weight="medium" className="phone-link">
      {children ?? <bdi dir="ltr">{phone}</bdi>}
    </Link>
  );
}
