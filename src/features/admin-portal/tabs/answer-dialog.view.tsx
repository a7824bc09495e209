/** The answer dialog of the admin's Support tab: the customer's ticket, the answer, and where it moves. */
import { Send } from 'lucide-react';
import { Blockquote, Dialog, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/catalogue';
import type { SupportTicket } from '@contract/entities';
import type { TicketAnswerView } from '@machines/ticket-answer';
import { DialogActions } from '@src/components/dialog-actions/dialog-actions';

export function AnswerDialog({ view, ticket }: { view: TicketAnswerView; ticket?: SupportTicket }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.getSendProps().onClick();
  };
  const { onClick: _send, ...sendProps } = view.getSendProps();
  const cancel = view.getCancelProps();
  return (
    <Dialog.Root
      open={view.answeringId !== null}
      onOpenChange={(open) => !open && !cancel.disabled && cancel.onClick()}
    >
      <Dialog.Content maxWidth="560px" aria-describedby="admin-answer-ticket">
        <Dialog.Title>{t('admin.support.answerTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" id="admin-answer-ticket" mb="3">
          {ticket ? (
            <>
              <Text weight="bold">{ticket.subject}</Text> ·{' '}
              <bdi>{ticket.customerName ?? ticket.customerEmail}</bdi>
            </>
          ) : (
            t('admin.support.unknownTicket')
          )}
        </Dialog.Description>
        {ticket && (
          <Blockquote size="2" mb="3" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {ticket.description}
          </Blockquote>
        )}
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="bold" mb="1">
                {t('admin.support.response')}
              </Text>
              <TextArea rows={6} maxLength={LIMITS.messageMax} dir="auto" {...view.getResponseProps()} />
            </label>
            <Flex direction="column" gap="1">
              <Text as="div" size="2" weight="bold" id="admin-answer-status">
                {t('admin.support.moveTo')}
              </Text>
              <RadioGroup.Root
                value={view.status}
                onValueChange={view.onStatusChange}
                aria-labelledby="admin-answer-status"
                disabled={view.isSending}
              >
                {view.statuses.map((status) => (
                  <RadioGroup.Item key={status} value={status}>
                    {t(`admin.support.moveOption.${status}`)}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </Flex>
            <DialogActions
              cancelLabel={t('admin.support.cancel')}
              cancel={cancel}
              submit={{
                label: t('admin.support.send'),
                busyLabel: t('admin.support.sending'),
                icon: <Send size={16} aria-hidden />,
                busy: view.isSending,
                props: sendProps,
              }}
            />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
