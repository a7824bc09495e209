import { Menu } from 'lucide-react';
import { IconButton } from '@radix-ui/themes';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The button that opens the navigation menu on narrow screens. */
export const MenuButton = forwardRef<HTMLButtonElement, Omit<ComponentPropsWithoutRef<'button'>, 'color'>>(
  function MenuButton(props, ref) {
    const { t } = useTranslation();
    return (
      <IconButton ref={ref} variant="soft" color="gray" size="2" aria-label={t('nav.openMenu')} {...props}>
        <Menu width="18" height="18" aria-hidden />
      </IconButton>
    );
  },
);
