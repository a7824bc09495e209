/**
 * The editor's folded Translations section: a picker of the nine other languages (each named in its
 * own language) and, for the picked one, the kind's translatable fields. A text left empty is not
 * sent; the page then shows the English one.
 */
import { Flex, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@contract/catalogue';
import type { ContentStudioView } from '@machines/content-studio';
import { StudioFieldView } from './studio-field.view';

const nameOf = (code: string) => LANGUAGES.find((language) => language.code === code)?.name ?? code;

export function StudioTranslations({ view }: { view: ContentStudioView }) {
  const { t } = useTranslation();
  const labelId = `studio-${view.kind}-translation-language`;
  // Open from the start when the item has translations, or a refused one must show.
  const open =
    view.translatedLanguages.length > 0 || view.translationFields.some((field) => field.error !== null);
  return (
    <details className="studio-translations" open={open}>
      <summary>
        <Text size="2" weight="bold">
          {t('admin.studio.translations.title')}
        </Text>{' '}
        {view.translatedLanguages.length > 0 && (
          <Text size="2" color="gray">
            {view.translatedLanguages.map((code, index) => (
              <span key={code}>
                {index > 0 && ' · '}
                {/* Each name in its own language and direction, the list in the page's; the list
                    wraps between names, never inside one (CJK text may break anywhere). */}
                <bdi lang={code} className="studio-translations__name">
                  {nameOf(code)}
                </bdi>
              </span>
            ))}
          </Text>
        )}
      </summary>
      <Flex direction="column" gap="3" pt="3">
        <Text as="p" size="2" color="gray">
          {t('admin.studio.translations.hint')}
        </Text>
        <Flex direction="column" gap="1">
          <Text size="2" weight="bold" id={labelId}>
            {t('admin.studio.translations.language')}
          </Text>
          <Select.Root
            value={view.translationLanguage}
            onValueChange={view.onTranslationLanguage}
            disabled={!view.canEdit}
          >
            <Select.Trigger aria-labelledby={labelId} />
            <Select.Content position="popper" aria-labelledby={labelId}>
              {view.translationLanguages.map((code) => (
                <Select.Item key={code} value={code}>
                  <span lang={code}>{nameOf(code)}</span>
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        {/* The labels are in the page's language and direction; each input carries its own. */}
        <Flex direction="column" gap="3">
          {view.translationFields.map((field) => (
            <StudioFieldView key={field.name} field={field} view={view} />
          ))}
        </Flex>
      </Flex>
    </details>
  );
}
