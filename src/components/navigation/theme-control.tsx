import { DesktopIcon, MoonIcon, SunIcon } from '@radix-ui/react-icons';
import { DropdownMenu, Flex, IconButton, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { THEMES, usePreferences, type ThemePreference } from '../../stores/preferences.store';

const ICONS = { light: SunIcon, dark: MoonIcon, system: DesktopIcon } as const;

const isTheme = (value: string): value is ThemePreference => (THEMES as readonly string[]).includes(value);

/** Light, dark or system; the choice is stored by the preferences store. */
export function ThemeControl() {
  const { t } = useTranslation();
  const theme = usePreferences((state) => state.theme);
  const setTheme = usePreferences((state) => state.setTheme);
  const Icon = ICONS[theme];
  const label = t('theme.current', { theme: t(`theme.${theme}`) });
  return (
    <DropdownMenu.Root>
      <Tooltip content={label}>
        <DropdownMenu.Trigger>
          <IconButton variant="ghost" color="gray" size="2" aria-label={label}>
            <Icon width="18" height="18" aria-hidden />
          </IconButton>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{t('theme.label')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
          {THEMES.map((option) => {
            const OptionIcon = ICONS[option];
            return (
              <DropdownMenu.RadioItem key={option} value={option}>
                <Flex align="center" gap="2">
                  <OptionIcon aria-hidden />
                  {t(`theme.${option}`)}
                </Flex>
              </DropdownMenu.RadioItem>
            );
          })}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
