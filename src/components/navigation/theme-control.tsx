import { DropdownMenu, Flex } from '@radix-ui/themes';
import { Tooltip } from '../tooltip/tooltip';
import { useTranslation } from 'react-i18next';
import { isTheme } from '@src/stores/theme-preference';
import { THEMES, usePreferences } from '@src/stores/preferences.store';
import { THEME_ICONS, ThemeButton } from './theme-button';

/** Light, dark or system; the choice is stored by the preferences store. */
export function ThemeControl({ activated = false }: { activated?: boolean }) {
  const { t } = useTranslation();
  const theme = usePreferences((state) => state.theme);
  const setTheme = usePreferences((state) => state.setTheme);
  return (
    <DropdownMenu.Root defaultOpen={activated}>
      <Tooltip content={t('theme.current', { theme: t(`theme.${theme}`) })}>
        <DropdownMenu.Trigger>
          <ThemeButton />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{t('theme.label')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
          {THEMES.map((option) => {
            const OptionIcon = THEME_ICONS[option];
            return (
              <DropdownMenu.RadioItem key={option} value={option}>
                <Flex align="center" gap="2">
                  <OptionIcon size={16} aria-hidden />
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
