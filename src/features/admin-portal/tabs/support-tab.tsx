/**
 * Support (issue 21, decision 34): every customer's tickets, newest first, filtered by status, each
 * answered in a dialog that moves it to answered or closed.
 */
import { Flex, Select, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupportTicket } from '@contract/entities';
import type { TicketAnswerView } from '@machines/ticket-answer';
import { routeQuery } from '@src/api/route-query';
import { ListEmpty, QueryView } from '@src/components/list-states/list-states.view';
import { AnswerDialog } from './answer-dialog.view';
import { TicketRow } from './ticket-row.view';
import { useTicketAnswer } from './use-ticket-answer';

/** The tickets and the answer dialog (the states of the ticketAnswer machine render this). */
export function TicketList({ tickets, view }: { tickets: readonly SupportTicket[]; view: TicketAnswerView }) {
  const { t } = useTranslation();
  if (tickets.length === 0) return <ListEmpty>{t(`admin.support.empty.${view.filter}`)}</ListEmpty>;
  return (
    <>
      <Flex asChild direction="column" gap="3" m="0" p="0">
        <ul aria-label={t('admin.support.listLabel')}>
          {tickets.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              canAnswer={view.canAnswer}
              onAnswer={() => view.onAnswer(ticket.id, ticket.adminResponse)}
            />
          ))}
        </ul>
      </Flex>
      <AnswerDialog view={view} ticket={tickets.find((ticket) => ticket.id === view.answeringId)} />
    </>
  );
}

export function SupportTab() {
  const { t } = useTranslation();
  const view = useTicketAnswer();
  const query = view.filter === 'all' ? {} : { status: view.filter };
  const tickets = useQuery(routeQuery('adminSupportTickets', { query }));
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="3" wrap="wrap">
        <Text size="2" weight="bold" id="admin-support-filter">
          {t('admin.support.filter')}
        </Text>
        <Select.Root value={view.filter} onValueChange={view.onFilterChange}>
          <Select.Trigger aria-labelledby="admin-support-filter" />
          <Select.Content position="popper">
            {view.filters.map((filter) => (
              <Select.Item key={filter} value={filter}>
                {t(`admin.support.filters.${filter}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <QueryView query={tickets} loading={t('admin.support.loading')} failed={t('admin.support.failed')}>
        {(data) => <TicketList tickets={data} view={view} />}
      </QueryView>
    </Flex>
  );
}
