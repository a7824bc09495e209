/**
 * One field of the studio's editor, drawn by its type: a line, a longer text, Markdown, a comma
 * list, a 1–5 rating, a choice of a fixed set, a yes/no box, a date, a web address or an uploaded
 * image; its hint, and the server's error on it.
 */
import { ImageUp } from 'lucide-react';
import { Checkbox, Flex, Select, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import type { ParseKeys } from 'i18next';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentStudioView, StudioField } from '@machines/content-studio';
import { LANGUAGES, PACKAGES, type PackageId, type PortfolioCategory } from '@contract/catalogue';
import { useNumberFormats } from '@src/i18n/number-formats';

const RATINGS = ['5', '4', '3', '2', '1'];
/** The fields with a hint below them. */
const HINTS: Readonly<Record<string, ParseKeys>> = {
  'blogPost.slug': 'admin.studio.hints.slug',
  'blogPost.content': 'admin.studio.hints.content',
  'blogPost.tags': 'admin.studio.hints.tags',
  'portfolio.technologies': 'admin.studio.hints.technologies',
  'portfolio.liveUrl': 'admin.studio.hints.liveUrl',
};

/** The words of a choice: a rating, a portfolio category, a package, in the page's language. */
function useOptionLabel(): (field: string, option: string) => string {
  const { t } = useTranslation();
  return (field, option) => {
    if (field === 'rating') return t('admin.studio.rating', { rating: option });
    if (field === 'packageType' && option in PACKAGES)
      return t('catalogue.packageName', { name: PACKAGES[option as PackageId].name });
    return t(`portfolio.categories.${option as PortfolioCategory}`);
  };
}

function FieldError({ field, id }: { field: StudioField; id: string }) {
  const { t } = useTranslation();
  if (!field.error) return null;
  return (
    <Text as="p" size="2" color="red" id={id} role="alert">
      {t(`admin.studio.errors.${field.error.key}`, { message: field.error.message })}
    </Text>
  );
}

function ImageField({
  field,
  view,
  label,
  describedBy,
}: {
  field: StudioField;
  view: ContentStudioView;
  label: string;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const inputId = `studio-${view.kind}-${field.name}`;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) view.onImageChoose(file);
    event.target.value = '';
  };
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor={inputId} size="2" weight="bold">
        {label}
      </Text>
      {view.imageUrl ? (
        <img src={view.imageUrl} alt={t('admin.studio.imageAlt')} className="studio-image" />
      ) : (
        <Text size="2" color="gray">
          {t('admin.studio.noImage')}
        </Text>
      )}
      <Flex align="center" gap="2" wrap="wrap">
        {/*
          The native input's own button reads 'Choose File' in the browser's language whatever the
          page's: the input is only visually hidden (it keeps the focus and the keyboard), and a label
          drawn as a soft button says 'Choose image' in the page's language.
        */}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="studio-file"
          disabled={field.props.disabled}
          aria-invalid={field.props['aria-invalid']}
          aria-describedby={describedBy}
          onChange={choose}
        />
        <label
          htmlFor={inputId}
          className="studio-file-button"
          data-disabled={field.props.disabled || undefined}
        >
          {view.isUploading ? <Spinner /> : <ImageUp size={16} aria-hidden />}
          {view.imageUrl ? t('admin.studio.replaceImage') : t('admin.studio.chooseImage')}
        </label>
        {view.isUploading && (
          <Text size="2" role="status">
            {t('admin.studio.uploading')}
          </Text>
        )}
      </Flex>
    </Flex>
  );
}

export function StudioFieldView({ field, view }: { field: StudioField; view: ContentStudioView }) {
  const { t } = useTranslation();
  const { ltr } = useNumberFormats();
  const optionLabel = useOptionLabel();
  // The field names are the kind's (STUDIO_FIELDS); the tab's dom tests find each field by its label.
  const english = t(`admin.studio.fields.${view.kind}.${field.field}` as ParseKeys);
  const language = LANGUAGES.find((entry) => field.name === `translations.${entry.code}.${field.field}`);
  // A translation's label names its language too: 'Title (العربية)' is not the English 'Title'.
  const label = language
    ? t('admin.studio.translations.fieldLabel', { field: english, language: `\u2068${language.name}\u2069` })
    : english;
  // A translated list is typed as its English one is, so it has the same hint (commas between tags).
  const hintKey =
    HINTS[`${view.kind}.${field.name}`] ??
    (field.type === 'list' ? HINTS[`${view.kind}.${field.field}`] : undefined);
  const errorId = `studio-${view.kind}-${field.name}-error`;
  const hintId = `studio-${view.kind}-${field.name}-hint`;
  const describedBy =
    [field.error ? errorId : '', hintKey ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const hint = hintKey && (
    <Text as="p" size="1" color="gray" id={hintId}>
      {/* The address reads left to right inside a right-to-left sentence. */}
      {t(hintKey, { path: ltr(`/blog/${field.props.value || '…'}`) })}
    </Text>
  );
  if (field.type === 'image') {
    return (
      <Flex direction="column" gap="1">
        <ImageField field={field} view={view} label={label} describedBy={describedBy ?? ''} />
        <FieldError field={field} id={errorId} />
      </Flex>
    );
  }
  if (field.type === 'checkbox') {
    return (
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="bold">
          <Flex gap="2" align="center">
            <Checkbox
              checked={field.props.value === 'true'}
              onCheckedChange={(checked) =>
                field.props.onChange({ target: { value: String(checked === true) } })
              }
              disabled={field.props.disabled}
              aria-invalid={field.props['aria-invalid']}
              aria-describedby={describedBy}
            />
            {label}
          </Flex>
        </Text>
        <FieldError field={field} id={errorId} />
      </Flex>
    );
  }
  if (field.type === 'rating' || field.type === 'select') {
    const labelId = `studio-${view.kind}-${field.name}-label`;
    return (
      <Flex direction="column" gap="1">
        <Text size="2" weight="bold" id={labelId}>
          {label}
        </Text>
        <Select.Root
          value={field.props.value}
          onValueChange={(value) => field.props.onChange({ target: { value } })}
          disabled={field.props.disabled}
        >
          <Select.Trigger aria-labelledby={labelId} aria-describedby={describedBy} />
          <Select.Content position="popper" aria-labelledby={labelId}>
            {(field.type === 'rating' ? RATINGS : field.options).map((option) => (
              <Select.Item key={option} value={option}>
                {optionLabel(field.name, option)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <FieldError field={field} id={errorId} />
      </Flex>
    );
  }
  const multiline = field.type === 'textarea' || field.type === 'markdown';
  return (
    <Flex direction="column" gap="1">
      <label>
        <Text as="div" size="2" weight="bold" mb="1">
          {label}
        </Text>
        {multiline ? (
          <TextArea
            rows={field.type === 'markdown' ? 12 : 3}
            dir="auto"
            lang={language?.code}
            aria-describedby={describedBy}
            className={field.type === 'markdown' ? 'studio-markdown' : undefined}
            {...field.props}
          />
        ) : (
          <TextField.Root
            // An address and a date read left to right on any page.
            dir={field.name === 'slug' || field.type === 'url' || field.type === 'date' ? 'ltr' : 'auto'}
            {...(field.type === 'url' ? { type: 'url', inputMode: 'url' } : {})}
            {...(field.type === 'date' ? { type: 'date' } : {})}
            // A translation's text is in its language (spelling, speech), its direction its own.
            lang={language?.code}
            aria-describedby={describedBy}
            {...field.props}
          />
        )}
      </label>
      {hint}
      <FieldError field={field} id={errorId} />
    </Flex>
  );
}
