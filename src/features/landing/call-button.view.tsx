import { Button } from '@radix-ui/themes';
import { Phone } from 'lucide-react';
import { Trans } from 'react-i18next';
import { PhoneLink, phoneNumberOf, type PhoneLine } from '@src/components/phone-link/phone-link';
import type { PhoneCallLabel } from '@src/tracking/analytics';
// PhoneButton's wrapping: the label and the number each stay whole, and the button grows to two lines.
import '@src/components/phone-link/phone-button.css';

/**
 * A button that calls a number, its text (number included) from the landing page's texts: the
 * label's `<bdi>` keeps the number in order in right-to-left text, and whole on a narrow line
 * ("خط الإصلاح: (555) 010- / 7300" on an Arabic phone before).
 */
export function CallButton({
  line = 'support',
  label,
  i18nKey,
  variant = 'outline',
}: {
  line?: PhoneLine;
  /** Where the button sits, as analytics reports the call. */
  label: PhoneCallLabel;
  i18nKey: 'landing.call' | 'landing.repair.call';
  variant?: 'outline' | 'soft' | 'solid';
}) {
  const phone = phoneNumberOf(line);
  return (
    <Button asChild size="3" variant={variant}>
      <PhoneLink line={line} label={label} className="phone-button phone-button--number-in-text">
        <Phone size={16} aria-hidden />
        <span className="phone-button__text">
          <Trans
            i18nKey={i18nKey}
            values={{ phone }}
            components={{ bdi: <bdi className="phone-button__number" /> }}
          />
        </span>
      </PhoneLink>
    </Button>
  );
}
