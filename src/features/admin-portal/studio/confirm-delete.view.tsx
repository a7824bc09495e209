/** The studio's delete confirmation: names the item; nothing is removed until Delete. */
import { Trash2 } from 'lucide-react';
import { AlertDialog, Button, Flex, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ContentStudioView } from '@machines/content-studio';

export function ConfirmDelete({ view }: { view: ContentStudioView }) {
  const { t } = useTranslation();
  const cancel = view.getCancelDeleteProps();
  const { onClick: confirm, ...confirmProps } = view.getConfirmDeleteProps();
  return (
    <AlertDialog.Root
      open={view.confirmingTitle !== null}
      onOpenChange={(open) => !open && !cancel.disabled && cancel.onClick()}
    >
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{t('admin.studio.confirm.title')}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {/* The title keeps its own direction inside the sentence (an English title on an Arabic page). */}
          {t('admin.studio.confirm.description', { title: `\u2068${view.confirmingTitle ?? ''}\u2069` })}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" {...cancel}>
              {t('admin.studio.confirm.cancel')}
            </Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: the dialog stays open while the delete runs, and on failure. */}
          <Button color="red" variant="soft" highContrast {...confirmProps} onClick={confirm}>
            {view.isDeleting ? <Spinner /> : <Trash2 size={16} aria-hidden />}
            {view.isDeleting ? t('admin.studio.confirm.deleting') : t('admin.studio.confirm.delete')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
