import { Button } from '@radix-ui/themes';
import { Phone } from 'lucide-react';
import { Trans } from 'react-i18next';
import { telHref } from '../../lib/tel-href';

/** A button that calls a number; the label's `<bdi>` keeps the number whole in right-to-left text. */
export function CallButton({
  phone,
  i18nKey,
  variant = 'outline',
}: {
  phone: string;
  i18nKey: 'landing.call' | 'landing.repair.call';
  variant?: 'outline' | 'soft' | 'solid';
}) {
  return (
    <Button asChild size="3" variant={variant}>
      <a href={telHref(phone)}>
        <Phone size={16} aria-hidden />
        <span>
          <Trans i18nKey={i18nKey} values={{ phone }} components={{ bdi: <bdi /> }} />
        </span>
      </a>
    </Button>
  );
}
