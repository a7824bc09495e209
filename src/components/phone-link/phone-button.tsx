/**
 * A call button: a Radix button around a `PhoneLink`, with the phone icon, a label ("Call us") and
 * the number, which stays left to right in any language.
 */
import { Phone } from 'lucide-react';
import { Button } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { PhoneLink, phoneNumberOf, type PhoneLine } from './phone-link';
import type { PhoneCallLabel } from '@src/tracking/analytics';
import './phone-button.css';

export interface PhoneButtonProps {
  line?: PhoneLine;
  /** Where the button sits, as analytics reports it. */
  label: PhoneCallLabel;
  /** What the button says before the number. */
  text: string;
  size?: ComponentProps<typeof Button>['size'];
  variant?: ComponentProps<typeof Button>['variant'];
}

export function PhoneButton({ line = 'support', label, text, size = '3', variant }: PhoneButtonProps) {
  return (
    <Button asChild size={size} variant={variant}>
      <PhoneLink line={line} label={label} className="phone-button">
        <Phone size={16} aria-hidden />
        <span className="phone-button__text">{text}</span>
        <span dir="ltr" className="phone-button__number">
          {phoneNumberOf(line)}
        </span>
      </PhoneLink>
    </Button>
  );
}
