import { Button, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type ButtonProps = Omit<ComponentProps<typeof Button>, 'children'>;

/** A button that opens a page in a new tab, and says so to screen readers. */
export function NewTabButton({ label, ...props }: ButtonProps & { label: string }) {
  const { t } = useTranslation();
  return (
    <Button {...props}>
      {label}
      <span aria-hidden className="new-tab-mark" />
      <VisuallyHidden> {t('home.newTab')}</VisuallyHidden>
    </Button>
  );
}
