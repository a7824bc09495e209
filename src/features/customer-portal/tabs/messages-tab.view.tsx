import { MessageSquare } from 'lucide-react';
import { Badge, Box, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Message } from '@contract/entities';
import { MessageForm } from './message-form.view';
import { CardsSkeleton, EmptyState, LoadFailed, useDateFormat } from './tab-states.view';
import { useCustomerMessages, useMessageForm } from './use-customer-messages';

function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const isNew = message.fromAdmin && !message.isRead;
  return (
    <Card size="2" asChild variant={isNew ? 'classic' : 'surface'}>
      <li aria-labelledby={`message-${message.id}`}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Heading as="h4" size="3" id={`message-${message.id}`}>
              {message.subject}
            </Heading>
            <Flex gap="2">
              {isNew && (
                <Badge color="red" variant="solid">
                  {t('portal.messages.new')}
                </Badge>
              )}
              <Badge color={message.fromAdmin ? 'indigo' : 'gray'} variant="soft">
                {message.fromAdmin ? t('portal.messages.fromTeam') : t('portal.messages.fromYou')}
              </Badge>
            </Flex>
          </Flex>
          <Text size="2" style={{ whiteSpace: 'pre-wrap' }}>
            {message.content}
          </Text>
          <Text size="1" color="gray">
            {dateTime(message.createdAt)}
          </Text>
        </Flex>
      </li>
    </Card>
  );
}

function MessageHistory() {
  const { t } = useTranslation();
  const messages = useCustomerMessages();
  if (messages.isPending) return <CardsSkeleton label={t('portal.messages.loading')} cards={2} />;
  if (messages.isError) {
    return (
      <LoadFailed
        title={t('portal.messages.failed')}
        error={messages.error}
        onRetry={() => void messages.refetch()}
      />
    );
  }
  if (messages.data.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquare size={32} color="var(--gray-9)" aria-hidden />}
        title={t('portal.messages.empty.title')}
        description={t('portal.messages.empty.description')}
      />
    );
  }
  return (
    // Focusable, so the keyboard scrolls it too.
    <Box
      className="customer-portal__scroll-list"
      tabIndex={0}
      role="region"
      aria-label={t('portal.messages.history')}
    >
      <Flex asChild direction="column" gap="3" p="1">
        <ul className="customer-portal__facts">
          {messages.data.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      </Flex>
    </Box>
  );
}

/** Messages (spec part 1 §2): the send form and the history, the team's new ones flagged New. */
export function MessagesTab() {
  const { t } = useTranslation();
  const form = useMessageForm();
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
      <MessageForm view={form} />
      <Box>
        <Heading as="h3" size="4" mb="3">
          {t('portal.messages.history')}
        </Heading>
        <MessageHistory />
      </Box>
    </Grid>
  );
}
