import { DropdownMenu } from '@radix-ui/themes';
import { Tooltip } from '../tooltip/tooltip';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@contract/catalogue';
import { isLanguageCode } from '@src/i18n/resolve-language';
import { Flag } from './flags';
import { LanguageButton } from './language-button';
import { useLanguage } from '@src/i18n/use-language';
import { useChooseLanguage } from '@src/i18n/use-choose-language';

/**
 * A flag per language; language names are shown in their own language. A choice goes to the same
 * page in that language's URL and is remembered.
 */
export function LanguagePicker({ activated = false }: { activated?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
  return (
    <DropdownMenu.Root defaultOpen={activated}>
      <Tooltip content={t('language.current', { language: current.name })}>
        <DropdownMenu.Trigger>
          <LanguageButton />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{t('language.label')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={language}
          onValueChange={(value) => isLanguageCode(value) && chooseLanguage(value)}
        >
          {LANGUAGES.map((entry) => (
            <DropdownMenu.RadioItem key={entry.code} value={entry.code}>
              <Flag code={entry.flag} />
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
