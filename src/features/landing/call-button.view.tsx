import { Button } from '@radix-ui/themes';
import { Phone } from 'lucide-react';
import { Trans } from 'react-i18next';
import { PhoneLink, phoneNumberOf, type PhoneLine } from '@src/components/phone-link/phone-link';
import type { PhoneCallLabel } from '@src/tracking/analytics';

/**
 * A button that calls a number; the label's `<bdi>` keeps the number whole in right-to-left text,
 * and on one line when the label wraps (Armenian at 360 px cut "(555) / 010-7300").
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
    <Button asChild size="3" variant={variant} className="landing-call">
      <PhoneLink line={line} label={label}>
        <Phone size={16} aria-hidden />
        <span>
          <Trans i18nKey={i18nKey} values={{ phone }} components={{ bdi: <bdi /> }} />
        </span>
      </PhoneLink>
    </Button>
  );
}
