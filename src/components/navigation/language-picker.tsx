import { Button, DropdownMenu, Text, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../contract/catalogue';
import { isLanguageCode } from '../../i18n/resolve-language';
import { usePreferences } from '../../stores/preferences.store';

/** A flag per language; language names are shown in their own language. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const setLanguage = usePreferences((state) => state.setLanguage);
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
  const label = t('language.current', { language: current.name });
  return (
    <DropdownMenu.Root>
      <Tooltip content={label}>
        <DropdownMenu.Trigger>
          <Button variant="ghost" color="gray" size="2" aria-label={label}>
            <span aria-hidden>{current.flag}</span>
            <Text size="1" weight="medium">
              {current.code.toUpperCase()}
            </Text>
          </Button>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{t('language.label')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={language}
          onValueChange={(value) => isLanguageCode(value) && setLanguage(value)}
        >
          {LANGUAGES.map((entry) => (
            <DropdownMenu.RadioItem key={entry.code} value={entry.code}>
              <span aria-hidden>{entry.flag}</span>
              {/* Each name in its own language and direction, whatever the page's. */}
              <span lang={entry.code} dir={entry.dir}>
                {entry.name}
              </span>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
