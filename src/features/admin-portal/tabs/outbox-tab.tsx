/**
 * Outbox (issue 21, decision 36): the mail the site wrote, newest first, and whether it leaves the
 * site. Without a mail server configured nothing is sent and this is where a person reads it: a
 * message opens with its links, so a demo can follow a password reset link.
 */
import { Mail, MailOpen, Server } from 'lucide-react';
import { Badge, Button, Callout, Card, Dialog, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailStatus, OutboxMail, OutboxResponse } from '@contract/api/mail';
import { useLanguage } from '@src/i18n/use-language';
import { ListEmpty, QueryView } from '@src/components/list-states/list-states.view';
import { MailText } from './mail-text.view';
import { useOutbox } from './use-outbox';

const STATUS_COLORS: Record<MailStatus, ComponentProps<typeof Badge>['color']> = {
  pending: 'amber',
  sending: 'indigo',
  sent: 'green',
};

const useDateTime = () => {
  const language = useLanguage();
  return (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
};

function MailRow({ mail, onOpen }: { mail: OutboxMail; onOpen: () => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const titleId = `admin-mail-${mail.id}`;
  return (
    <Card size="2" asChild>
      <li aria-labelledby={titleId}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" minWidth="0" flexBasis="280px" flexGrow="1">
            <Heading
              as="h3"
              size="3"
              id={titleId}
              className="admin-text-wrap"
              lang={mail.language}
              dir="auto"
            >
              {mail.subject}
            </Heading>
            <Text size="2" color="gray" className="admin-text-wrap">
              {t('admin.outbox.to')} <bdi>{mail.to}</bdi>
            </Text>
            <Text size="1" color="gray">
              <time dateTime={mail.createdAt}>{dateTime(mail.createdAt)}</time>
              {mail.attempts > 0 && <> · {t('admin.outbox.attempts', { count: mail.attempts })}</>}
            </Text>
          </Flex>
          <Flex align="center" gap="3">
            <Badge color={STATUS_COLORS[mail.status]} variant="soft" size="2">
              {t(`admin.outbox.status.${mail.status}`)}
            </Badge>
            <Button size="2" variant="soft" onClick={onOpen}>
              <MailOpen size={16} aria-hidden />
              {t('admin.outbox.open')}
              <VisuallyHidden> {mail.subject}</VisuallyHidden>
            </Button>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}

function MailDialog({ mail, onClose }: { mail: OutboxMail | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <Dialog.Root open={mail !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="640px">
        {mail && (
          <Flex direction="column" gap="3">
            <Dialog.Title mb="0" className="admin-text-wrap">
              {mail.subject}
            </Dialog.Title>
            <Dialog.Description size="2" color="gray" className="admin-text-wrap">
              {t('admin.outbox.to')} <bdi>{mail.to}</bdi> ·{' '}
              <time dateTime={mail.createdAt}>{dateTime(mail.createdAt)}</time>
            </Dialog.Description>
            <Card size="2" variant="surface">
              <Text
                as="div"
                size="2"
                lang={mail.language}
                dir="auto"
                style={{ whiteSpace: 'pre-wrap' }}
                className="admin-text-wrap"
              >
                <MailText text={mail.text} />
              </Text>
            </Card>
            <Flex justify="end">
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  {t('admin.outbox.close')}
                </Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function OutboxList({ answer, onOpen }: { answer: OutboxResponse; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color={answer.delivery === 'outbox' ? 'amber' : 'gray'} size="1" highContrast>
        <Callout.Icon>
          {answer.delivery === 'outbox' ? <Mail size={16} /> : <Server size={16} />}
        </Callout.Icon>
        <Callout.Text>{t(`admin.outbox.delivery.${answer.delivery}`)}</Callout.Text>
      </Callout.Root>
      {answer.mails.length === 0 ? (
        <ListEmpty>{t('admin.outbox.empty')}</ListEmpty>
      ) : (
        <Flex asChild direction="column" gap="3" m="0" p="0">
          <ul aria-label={t('admin.outbox.listLabel')}>
            {answer.mails.map((mail) => (
              <MailRow key={mail.id} mail={mail} onOpen={() => onOpen(mail.id)} />
            ))}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}

export function OutboxTab() {
  const { t } = useTranslation();
  const { outbox, open, onOpen, onClose } = useOutbox();
  return (
    <>
      <QueryView query={outbox} loading={t('admin.outbox.loading')} failed={t('admin.outbox.failed')}>
        {(answer) => <OutboxList answer={answer} onOpen={onOpen} />}
      </QueryView>
      <MailDialog mail={open} onClose={onClose} />
    </>
  );
}
