/** Every message between the team and the customers, newest first, in a scroll-limited area. */
import { Reply } from 'lucide-react';
import { Badge, Button, Card, Flex, ScrollArea, Text, VisuallyHidden } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { Message } from '@contract/entities';
import { useLanguage } from '@src/i18n/use-language';

interface ReplyProps {
  /** Whether the message's customer can still be written to (a deleted one cannot). */
  canReply: (message: Message) => boolean;
  onReply: (message: Message) => void;
}

function MessageItem({ message, canReply, onReply }: { message: Message } & ReplyProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = message.customerName ?? t('admin.messages.unknownCustomer');
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(message.createdAt),
  );
  return (
    <Card size="1" asChild>
      <li>
        <Flex direction="column" gap="1">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Text weight="bold" className="admin-text-wrap" dir="auto">
              {message.subject}
            </Text>
            <Badge color={message.isRead ? 'gray' : 'amber'} variant="soft">
              {message.isRead ? t('admin.messages.read') : t('admin.messages.unread')}
            </Badge>
          </Flex>
          <Text size="1" color="gray">
            <Trans
              i18nKey={message.fromAdmin ? 'admin.messages.toCustomer' : 'admin.messages.fromCustomer'}
              values={{ name }}
              components={{ bdi: <bdi /> }}
            />
            {' · '}
            <bdi>{when}</bdi>
          </Text>
          {/* What the customer or the team wrote, in its own direction. */}
          <Text size="2" className="admin-text-wrap admin-message-content" dir="auto">
            {message.content}
          </Text>
          {!message.fromAdmin && canReply(message) && (
            <Flex justify="end">
              <Button size="1" variant="soft" onClick={() => onReply(message)}>
                <Reply size={14} aria-hidden className="admin-flip-rtl" />
                {t('admin.messages.reply')}
                <VisuallyHidden> {message.subject}</VisuallyHidden>
              </Button>
            </Flex>
          )}
        </Flex>
      </li>
    </Card>
  );
}

export function AllMessages({ messages, ...reply }: { messages: readonly Message[] } & ReplyProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto" scrollbars="vertical" className="admin-messages-scroll">
      <Flex asChild direction="column" gap="2" m="0" p="0" pr="3">
        <ul aria-label={t('admin.messages.listLabel')} tabIndex={0}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} {...reply} />
          ))}
        </ul>
      </Flex>
    </ScrollArea>
  );
}
