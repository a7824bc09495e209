import { LifeBuoy, MessageCircleReply } from 'lucide-react';
import { Badge, Box, Callout, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportTicket } from '@contract/entities';
import { routeQuery } from '@src/api/route-query';
import { CardsSkeleton, EmptyState, LoadFailed, useDateFormat } from './tab-states.view';
import { TicketForm } from './ticket-form.view';
import { useSupportTicket } from './use-support-ticket';

const STATUS_COLORS: Record<SupportTicket['status'], ComponentProps<typeof Badge>['color']> = {
  open: 'amber',
  answered: 'green',
  closed: 'gray',
};

function TicketCard({ ticket }: { ticket: SupportTicket }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  return (
    <Card size="2" asChild>
      <article aria-labelledby={`ticket-${ticket.id}`}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Heading as="h4" size="3" id={`ticket-${ticket.id}`} dir="auto">
              {ticket.subject}
            </Heading>
            <Badge color={STATUS_COLORS[ticket.status]} variant="soft">
              {t(`portal.support.status.${ticket.status}`)}
            </Badge>
          </Flex>
          <Text size="1" color="gray">
            {t('portal.support.meta', {
              category: t(`supportTicket.category.${ticket.category}`),
              date: date(ticket.createdAt),
            })}
          </Text>
          {/* What people wrote keeps its own direction (an English ticket on an Arabic page). */}
          <Text size="2" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {ticket.description}
          </Text>
          {ticket.adminResponse && (
            <Callout.Root color="indigo" size="1" variant="surface">
              <Callout.Icon>
                <MessageCircleReply size={16} />
              </Callout.Icon>
              <Flex direction="column" gap="1">
                <Callout.Text weight="bold">{t('portal.support.response')}</Callout.Text>
                <Callout.Text dir="auto">{ticket.adminResponse}</Callout.Text>
              </Flex>
            </Callout.Root>
          )}
        </Flex>
      </article>
    </Card>
  );
}

/** The customer's support tickets (spec part 1 §2), each with its status and the team's answer. */
export function TicketList() {
  const { t } = useTranslation();
  const tickets = useQuery(routeQuery('customerSupportTickets'));
  if (tickets.isPending) return <CardsSkeleton label={t('portal.support.loading')} />;
  if (tickets.isError) {
    return (
      <LoadFailed
        title={t('portal.support.failed')}
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
      />
    );
  }
  if (tickets.data.length === 0) {
    return (
      <EmptyState
        icon={<LifeBuoy size={32} color="var(--gray-9)" aria-hidden />}
        title={t('portal.support.empty.title')}
        description={t('portal.support.empty.description')}
      />
    );
  }
  return (
    <Flex direction="column" gap="3">
      {tickets.data.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} />
      ))}
    </Flex>
  );
}

/** Support (issue 21): the new-ticket form beside the customer's tickets. */
export function SupportTab() {
  const { t } = useTranslation();
  const form = useSupportTicket();
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
      <TicketForm view={form} />
      <Box minWidth="0">
        <Heading as="h3" size="4" mb="3">
          {t('portal.support.history')}
        </Heading>
        <TicketList />
      </Box>
    </Grid>
  );
}
