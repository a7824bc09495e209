/**
 * The studio's editor in a dialog: the kind's fields, the status, Preview (the public page's look)
 * and Save. A post already saved shows its SEO score and what would raise it, as the server sees it.
 */
import { Save } from 'lucide-react';
import { Button, Dialog, Flex, RadioGroup, Text } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentStudioView, StudioItem } from '@machines/content-studio';
import { DialogActions } from '@src/components/dialog-actions/dialog-actions';
import { SeoFindings } from './seo-findings.view';
import { StudioFieldView } from './studio-field.view';
import { StudioPreview } from './studio-preview.view';
import { StudioTranslations } from './studio-translations.view';

export function StudioEditor({ view, item }: { view: ContentStudioView; item?: StudioItem }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.getSaveProps().onClick();
  };
  const { onClick: _save, ...saveProps } = view.getSaveProps();
  const cancel = view.getCancelProps();
  const { onClick: togglePreview, ...previewProps } = view.getPreviewProps();
  return (
    <Dialog.Root open={view.isEditing} onOpenChange={(open) => !open && !cancel.disabled && cancel.onClick()}>
      <Dialog.Content maxWidth="760px" aria-describedby="studio-editor-description">
        <Dialog.Title>
          {view.isNew
            ? t(`admin.studio.editorTitle.new.${view.kind}`)
            : t(`admin.studio.editorTitle.edit.${view.kind}`)}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" id="studio-editor-description" mb="3">
          {t('admin.studio.editorDescription')}
        </Dialog.Description>
        {view.preview ? (
          <Flex direction="column" gap="3">
            <StudioPreview preview={view.preview} />
            <Flex justify="end">
              <Button type="button" variant="soft" {...previewProps} onClick={togglePreview}>
                {t('admin.studio.backToEditing')}
              </Button>
            </Flex>
          </Flex>
        ) : (
          <form onSubmit={submit} noValidate>
            <Flex direction="column" gap="3">
              <SeoFindings item={item} />
              {view.fields.map((field) => (
                <StudioFieldView key={field.name} field={field} view={view} />
              ))}
              <StudioTranslations view={view} />
              <Flex direction="column" gap="1">
                <Text size="2" weight="bold" id={`studio-${view.kind}-status`}>
                  {t('admin.studio.fields.status')}
                </Text>
                <RadioGroup.Root
                  value={view.status}
                  onValueChange={view.onStatusChange}
                  aria-labelledby={`studio-${view.kind}-status`}
                  disabled={!view.canEdit}
                >
                  {view.statuses.map((status) => (
                    <RadioGroup.Item key={status} value={status}>
                      {t(`admin.studio.status.${status}`)}
                    </RadioGroup.Item>
                  ))}
                </RadioGroup.Root>
              </Flex>
              <DialogActions
                cancelLabel={t('admin.studio.cancel')}
                cancel={cancel}
                submit={{
                  label: t('admin.studio.save'),
                  busyLabel: t('admin.studio.saving'),
                  icon: <Save size={16} aria-hidden />,
                  busy: view.isSaving,
                  props: saveProps,
                }}
              >
                <Button type="button" variant="soft" {...previewProps} onClick={togglePreview}>
                  {t('admin.studio.preview')}
                </Button>
              </DialogActions>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
