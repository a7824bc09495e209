import { Monitor, Moon, Sun } from 'lucide-react';
import { IconButton } from '@radix-ui/themes';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences, type ThemePreference } from '../../stores/preferences.store';

export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const satisfies Record<
  ThemePreference,
  unknown
>;

/** The theme control's button: the icon of the chosen theme. */
export const ThemeButton = forwardRef<HTMLButtonElement, Omit<ComponentPropsWithoutRef<'button'>, 'color'>>(
  function ThemeButton(props, ref) {
    const { t } = useTranslation();
    const theme = usePreferences((state) => state.theme);
    const Icon = THEME_ICONS[theme];
    return (
      <IconButton
        ref={ref}
        variant="ghost"
        color="gray"
        size="2"
        aria-label={t('theme.current', { theme: t(`theme.${theme}`) })}
        {...props}
      >
        <Icon width="18" height="18" aria-hidden />
      </IconButton>
    );
  },
);
