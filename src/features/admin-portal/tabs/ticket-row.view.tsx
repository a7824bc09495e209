/** One ticket of the admin's Support tab: who, what, when, its status and answer, and Answer. */
import { MessageCircleReply, Reply } from 'lucide-react';
import { Badge, Button, Callout, Card, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportTicket, TicketStatus } from '@contract/entities';
import { useLanguage } from '@src/i18n/use-language';

export const TICKET_STATUS_COLORS: Record<TicketStatus, ComponentProps<typeof Badge>['color']> = {
  open: 'amber',
  answered: 'green',
  closed: 'gray',
};

export function TicketRow({
  ticket,
  canAnswer,
  onAnswer,
}: {
  ticket: SupportTicket;
  canAnswer: boolean;
  onAnswer: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `admin-ticket-${ticket.id}`;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(ticket.createdAt),
  );
  return (
    <Card size="2" asChild>
      <li aria-labelledby={titleId}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Flex direction="column" minWidth="0">
              <Heading as="h3" size="3" id={titleId} className="admin-text-wrap" dir="auto">
                {ticket.subject}
              </Heading>
              <Text size="2" color="gray" className="admin-text-wrap">
                <bdi>{ticket.customerName}</bdi> · <bdi>{ticket.customerEmail}</bdi>
              </Text>
            </Flex>
            <Badge color={TICKET_STATUS_COLORS[ticket.status]} variant="soft" size="2">
              {t(`admin.support.status.${ticket.status}`)}
            </Badge>
          </Flex>
          <Text size="1" color="gray">
            {t('admin.support.meta', { category: t(`supportTicket.category.${ticket.category}`), date })}
          </Text>
          {/* What people wrote keeps its own direction (an English ticket on an Arabic page). */}
          <Text size="2" style={{ whiteSpace: 'pre-wrap' }} className="admin-text-wrap" dir="auto">
            {ticket.description}
          </Text>
          {ticket.adminResponse && (
            <Callout.Root color="indigo" size="1" variant="surface">
              <Callout.Icon>
                <MessageCircleReply size={16} />
              </Callout.Icon>
              <Flex direction="column" gap="1">
                <Callout.Text weight="bold">{t('admin.support.yourAnswer')}</Callout.Text>
                <Callout.Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                  {ticket.adminResponse}
                </Callout.Text>
              </Flex>
            </Callout.Root>
          )}
          <Flex justify="end">
            <Button size="2" variant="soft" disabled={!canAnswer} onClick={onAnswer}>
              <Reply size={16} aria-hidden className="customer-portal__flip" />
              {ticket.adminResponse ? t('admin.support.answerAgain') : t('admin.support.answer')}
              <VisuallyHidden> {ticket.subject}</VisuallyHidden>
            </Button>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}
