import { Monitor, Moon, Sun } from 'lucide-react';
import { IconButton } from '@radix-ui/themes';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES, usePreferences, type ThemePreference } from '@src/stores/preferences.store';

export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const satisfies Record<
  ThemePreference,
  unknown
>;

/**
 * The theme control's button: the icon of the chosen theme. All three are in the HTML and CSS shows
 * the one `<html data-theme-choice>` names (set by the boot script before the first paint): the
 * server cannot know the stored choice, and a dark-theme visitor saw the sun until hydration.
 */
export const ThemeButton = forwardRef<HTMLButtonElement, Omit<ComponentPropsWithoutRef<'button'>, 'color'>>(
  function ThemeButton(props, ref) {
    const { t } = useTranslation();
    const theme = usePreferences((state) => state.theme);
    return (
      <IconButton
        ref={ref}
        variant="ghost"
        color="gray"
        size="2"
        aria-label={t('theme.current', { theme: t(`theme.${theme}`) })}
        {...props}
      >
        {THEMES.map((choice) => {
          const Icon = THEME_ICONS[choice];
          return (
            <Icon
              key={choice}
              className="theme-button__icon"
              data-theme-icon={choice}
              width="18"
              height="18"
              aria-hidden
            />
          );
        })}
      </IconButton>
    );
  },
);
