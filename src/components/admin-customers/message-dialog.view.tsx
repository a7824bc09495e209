/** The send-message sub-dialog (spec part 1 §2): subject, message, Cancel and Send. */
import { Send } from 'lucide-react';
import { Dialog, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/catalogue';
import type { Customer } from '@contract/entities';
import type { PortalMessageView } from '@machines/portal-message';
import { DialogActions } from '../dialog-actions/dialog-actions';
import { fullName } from './customer-list.view';

export function MessageDialog({ view, customer }: { view: PortalMessageView; customer?: Customer }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.onSend();
  };
  return (
    <Dialog.Root open={view.isOpen} onOpenChange={(open) => !open && !view.isSending && view.onCancel()}>
      <Dialog.Content maxWidth="520px" aria-describedby="admin-message-to">
        <Dialog.Title>{t('admin.message.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" id="admin-message-to" mb="4">
          {customer ? (
            <>
              <Trans
                i18nKey="admin.message.to"
                values={{ name: fullName(customer) }}
                components={{ bdi: <bdi /> }}
              />{' '}
              <bdi>({customer.email})</bdi>
            </>
          ) : (
            t('admin.message.toUnknown')
          )}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="bold" mb="1">
                {t('admin.message.subject')}
              </Text>
              {/* dir="auto": a message in English on an Arabic page keeps its full stop at its end. */}
              <TextField.Root
                dir="auto"
                value={view.subject}
                onChange={(event) => view.onSubjectChange(event.target.value)}
                required
                maxLength={LIMITS.subjectMax}
                disabled={view.isSending}
              />
            </label>
            <label>
              <Text as="div" size="2" weight="bold" mb="1">
                {t('admin.message.message')}
              </Text>
              <TextArea
                dir="auto"
                value={view.content}
                onChange={(event) => view.onContentChange(event.target.value)}
                required
                rows={6}
                maxLength={LIMITS.messageMax}
                disabled={view.isSending}
              />
            </label>
            <DialogActions
              cancelLabel={t('admin.message.cancel')}
              cancel={{ disabled: view.isSending, onClick: view.onCancel }}
              submit={{
                label: t('admin.message.send'),
                busyLabel: t('admin.message.sending'),
                icon: <Send size={16} aria-hidden />,
                busy: view.isSending,
                props: { disabled: !view.canSend, 'aria-busy': view.isSending || undefined },
              }}
            />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
