/**
 * The floating repair help's round button and the landmark it sits in, shared by the first paint's
 * placeholder and the loaded disclosure (deferred-floating-repair-help.tsx), so both look the same.
 */
import { IconButton } from '@radix-ui/themes';
import { Wrench } from 'lucide-react';
import type { ComponentPropsWithoutRef, KeyboardEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './floating-repair-help.css';

export function FloatingRepairFrame({
  children,
  onKeyDown,
}: {
  children: ReactNode;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}) {
  const { t } = useTranslation();
  return (
    <aside className="floating-repair" aria-label={t('repair.floating.label')} onKeyDown={onKeyDown}>
      {children}
    </aside>
  );
}

export function FloatingRepairButton(
  props: Pick<ComponentPropsWithoutRef<'button'>, 'onClick' | 'aria-controls' | 'autoFocus'> & { expanded: boolean },
) {
  const { t } = useTranslation();
  const { expanded, ...rest } = props;
  return (
    <IconButton
      size="4"
      radius="full"
      className="floating-repair__button"
      aria-label={t('repair.floating.open')}
      aria-expanded={expanded}
      {...rest}
    >
      <Wrench size={22} aria-hidden />
    </IconButton>
  );
}
