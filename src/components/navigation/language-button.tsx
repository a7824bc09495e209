import { Button, Text, VisuallyHidden } from '@radix-ui/themes';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@contract/catalogue';
import { Flag } from './flags';
import { useLanguage } from '@src/i18n/use-language';

/** The language picker's button: the current language's flag and code. */
export const LanguageButton = forwardRef<
  HTMLButtonElement,
  Omit<ComponentPropsWithoutRef<'button'>, 'color'>
>(function LanguageButton(props, ref) {
  const { t } = useTranslation();
  const language = useLanguage();
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
  return (
    <Button ref={ref} variant="ghost" color="gray" size="2" {...props}>
      <Flag code={current.flag} eager />
      {/* The code abbreviates the button's name ("Language: English"), which is what is read. */}
      <Text size="1" weight="medium" aria-hidden>
        {current.code.toUpperCase()}
      </Text>
      <VisuallyHidden>{t('language.current', { language: current.name })}</VisuallyHidden>
    </Button>
  );
});
